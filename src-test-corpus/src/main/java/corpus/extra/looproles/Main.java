package corpus.extra.looproles;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Four threads started in a loop share a one-slot buffer: the lower half of the indexes
 * produce, the upper half consume, one item each. The half is computed with {@code <=}, so
 * three threads produce and one consumes: two producers wait on the full slot forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "an off-by-one in the role split: three producers, one consumer")
public class Main {
    static final int THREADS = 4;
    static final Object slot = new Object();
    static int items;

    static void work(int index) throws InterruptedException {
        synchronized (slot) {
            if (index <= THREADS / 2) {
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
            int index = i;
            threads[i] = new Thread(() -> {
                try {
                    work(index);
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
