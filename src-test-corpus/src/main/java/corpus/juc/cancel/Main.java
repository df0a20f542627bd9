package corpus.juc.cancel;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * A task waits for a latch nobody opens; the owner gives up on it with {@code cancel(false)},
 * which does not interrupt a running task: the pool's worker waits forever and the JVM does
 * not exit.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        CountDownLatch never = new CountDownLatch(1);
        Future<?> task = pool.submit(() -> {
            never.await();
            return null;
        });
        task.cancel(false); // bug: a running task is not interrupted
        pool.shutdown();
    }
}
