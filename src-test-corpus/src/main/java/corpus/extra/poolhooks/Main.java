package corpus.extra.poolhooks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * A pool that times its tasks: {@code beforeExecute} and {@code afterExecute} of a
 * {@code ThreadPoolExecutor} subclass, which the JDK's worker runs around each task in the
 * worker's thread. {@code afterExecute} records the time under the statistics' lock and then
 * the log's; {@code main}, once the task's future is done (its {@code get} returns before
 * {@code afterExecute} runs), holds the log and then wants the statistics: a lock-order cycle
 * with the hook.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the worker runs afterExecute after the task's future is done")
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
        synchronized (LOG) {
            nap();
            synchronized (STATS) {
                System.out.println(got);
            }
        }
        pool.shutdown();
        pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
    }
}
