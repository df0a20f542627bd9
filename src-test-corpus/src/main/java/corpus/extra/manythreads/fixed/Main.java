package corpus.extra.manythreads.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twenty threads started in one loop (more than are unrolled), each given its index by its
 * lambda: the thread whose index is {@code THREADS - 1} opens a gate the other 19 wait for,
 * then main joins them all.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "twenty threads of a loop, the last one opens the gate")
public class Main {
    static final int THREADS = 20;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch gate = new CountDownLatch(1);
        Thread[] threads = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            int k = i;
            threads[i] = new Thread(() -> {
                if (k == THREADS - 1) {
                    gate.countDown();
                } else {
                    try {
                        gate.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }
}
