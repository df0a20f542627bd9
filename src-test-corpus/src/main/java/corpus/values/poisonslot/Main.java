package corpus.values.poisonslot;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A one-slot hand-off ended by a poison pill compared by identity. The producer's last item
 * is POISON, but the consumer stops only at STOP, another singleton it never receives: after
 * the pill it waits for a fourth item forever, and main waits for it in join.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the consumer tests the wrong pill")
public class Main {
    static final Object POISON = new Object();
    static final Object STOP = new Object();
    static final Object lock = new Object();
    static Object slot;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            try {
                while (true) {
                    Object item;
                    synchronized (lock) {
                        while (slot == null) {
                            lock.wait();
                        }
                        item = slot;
                        slot = null;
                        lock.notifyAll();
                    }
                    if (item == STOP) {
                        return;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        for (int i = 0; i < 3; i++) {
            Object item = i < 2 ? new Object() : POISON;
            synchronized (lock) {
                while (slot != null) {
                    lock.wait();
                }
                slot = item;
                lock.notifyAll();
            }
        }
        consumer.join();
    }
}
