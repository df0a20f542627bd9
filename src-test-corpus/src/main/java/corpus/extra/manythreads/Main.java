package corpus.extra.manythreads;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twenty threads started in one loop (more than are unrolled), each given its index by its
 * lambda: the thread whose index is {@code THREADS} opens a gate the others wait for. No index
 * is {@code THREADS} (off by one), so all twenty wait forever and main waits to join them.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "twenty threads of a loop, the gate opener's index is out of range")
public class Main {
    static final int THREADS = 20;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch gate = new CountDownLatch(1);
        Thread[] threads = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            int k = i;
            threads[i] = new Thread(() -> {
                if (k == THREADS) {
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
