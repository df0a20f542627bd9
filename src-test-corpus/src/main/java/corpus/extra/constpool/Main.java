package corpus.extra.constpool;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.petrify.corpus.Expect;

/**
 * A fixed pool sized by {@code workers()}, which returns 1: the first task waits for a latch
 * that only the second task counts down, and the second never gets a worker (pool
 * starvation); main waits for the pool to terminate. Before, a size that is not a literal
 * gave every task a thread of its own (INCONCLUSIVE, pool-size).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "pool starvation with a pool size returned by a method")
public class Main {
    int workers() {
        return 1; // bug: the tasks need two workers
    }

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(new Main().workers());
        CountDownLatch go = new CountDownLatch(1);
        pool.execute(() -> {
            try {
                go.await();
            } catch (InterruptedException e) {
                return;
            }
        });
        pool.execute(go::countDown);
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.DAYS);
    }
}
