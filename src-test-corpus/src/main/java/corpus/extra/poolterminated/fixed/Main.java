package corpus.extra.poolterminated.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.poolterminated: main releases the report before it awaits the termination, so
 * the hook returns and so does {@code awaitTermination}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final CountDownLatch RELEASED = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>()) {
            @Override
            protected void terminated() {
                try {
                    RELEASED.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        pool.execute(() -> System.out.println("work"));
        pool.shutdown();
        RELEASED.countDown();
        pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
    }
}
