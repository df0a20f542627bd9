package corpus.extra.poolterminated;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * A pool whose {@code terminated()} hook waits until the report is released. The thread that
 * completes the pool's termination runs the hook, and {@code awaitTermination} returns only
 * after it has returned; main releases the report only after its {@code awaitTermination}.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: awaitTermination waits for terminated(), which waits for main")
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
        pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
        RELEASED.countDown();
    }
}
