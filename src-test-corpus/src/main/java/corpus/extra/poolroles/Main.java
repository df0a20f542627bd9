package corpus.extra.poolroles;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Four tasks are submitted in a loop to a pool of four workers; each takes its role from the
 * index it captured: the first {@code LOADERS} load a part and count the latch down, the others
 * wait until every part is loaded. The latch counts {@code PARTS = 2} parts but only one
 * task loads, so the three waiters wait forever, and main with them on their futures.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "one loader for a latch of two parts: the waiting tasks never start")
public class Main {
    static final int TASKS = 4;
    static final int PARTS = 2;
    static final int LOADERS = 1;

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
