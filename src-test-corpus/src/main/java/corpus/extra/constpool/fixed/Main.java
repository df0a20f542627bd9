package corpus.extra.constpool.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.constpool: {@code workers()} returns 2, so both tasks run at once and the
 * first is released. INCONCLUSIVE (pool-size) before the size was read through the call.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin; two workers")
public class Main {
    int workers() {
        return 2;
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
