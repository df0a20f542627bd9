package corpus.values.poisonslot.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.poisonslot: the consumer stops at POISON, the pill the producer sends last,
 * so it takes every item, sees the pill and ends; main's join returns.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: proved only because slot's domain names the singleton POISON"
            + " (a static final new object), so item == POISON is decided: a new item is never"
            + " the pill")
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
                    if (item == POISON) {
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
