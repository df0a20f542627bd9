package corpus.extra.branchroles.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.branchroles: the role is {@code i < THREADS / 2}, two producers and two
 * consumers, so every item put is taken.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
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
            boolean producer = i < THREADS / 2;
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
