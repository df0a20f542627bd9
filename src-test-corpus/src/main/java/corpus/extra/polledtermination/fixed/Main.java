package corpus.extra.polledtermination.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * The corrected twin: the first task opens the latch the second waits for, so both end, and
 * {@code awaitTermination} returns true once the pool is shut down and its tasks have ended.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: awaitTermination times out only while the pool is not shut down"
            + " or a task runs, so a fair run ends; an unfair one may poll for ever")
public class Main {
    static int polls;

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch opened = new CountDownLatch(1);
        pool.execute(opened::countDown);
        pool.execute(() -> {
            try {
                opened.await();
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        });
        pool.shutdown();
        while (!pool.awaitTermination(5, TimeUnit.MILLISECONDS)) {
            polls++;
        }
    }
}
