package corpus.extra.poolhooks.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.poolhooks: {@code main} takes the statistics before the log, in the hook's
 * order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object STATS = new Object();
    static final Object LOG = new Object();

    static void nap() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>()) {
            @Override
            protected void beforeExecute(Thread t, Runnable r) {
                synchronized (STATS) {
                    System.out.println("start");
                }
            }

            @Override
            protected void afterExecute(Runnable r, Throwable thrown) {
                synchronized (STATS) {
                    nap();
                    synchronized (LOG) {
                        System.out.println("took");
                    }
                }
            }
        };
        Future<String> page = pool.submit(() -> "page");
        String got = page.get();
        synchronized (STATS) {
            nap();
            synchronized (LOG) {
                System.out.println(got);
            }
        }
        pool.shutdown();
        pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
    }
}
