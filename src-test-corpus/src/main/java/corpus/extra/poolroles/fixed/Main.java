package corpus.extra.poolroles.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.poolroles: two tasks load ({@code LOADERS = PARTS}), so the latch opens
 * and every task ends.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final int TASKS = 4;
    static final int PARTS = 2;
    static final int LOADERS = 2;

    static void load(int part) {
        System.out.println("part " + part);
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(TASKS);
        CountDownLatch loaded = new CountDownLatch(PARTS);
        Future<?>[] futures = new Future<?>[TASKS];
        for (int i = 0; i < TASKS; i++) {
            int index = i;
            futures[i] = pool.submit(() -> {
                if (index < LOADERS) {
                    load(index);
                    loaded.countDown();
                } else {
                    try {
                        loaded.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
        }
        for (Future<?> f : futures) {
            f.get();
        }
        pool.shutdown();
    }
}
