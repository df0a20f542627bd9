package corpus.extra.branchroles;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Four threads started in a loop share a one-slot buffer; each thread's role is decided in the
 * loop, by a branch on the index ({@code boolean producer = i <= THREADS / 2}), and captured by
 * its lambda. The split is off by one: three producers and one consumer, so two producers wait
 * on the full slot forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a role computed by a branch on the loop index: three producers, one consumer")
public class Main {
    static final int THREADS = 4;
    static final Object slot = new Object();
    static int items;

    static void work(boolean producer) throws InterruptedException {
        synchronized (slot) {
            if (producer) {
                while (items == 1) {
                    slot.wait();
                }
                items = 1;
            } else {
                while (items == 0) {
                    slot.wait();
                }
                items = 0;
            }
            slot.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            boolean producer = i <= THREADS / 2;
            threads[i] = new Thread(() -> {
                try {
                    work(producer);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }
}
