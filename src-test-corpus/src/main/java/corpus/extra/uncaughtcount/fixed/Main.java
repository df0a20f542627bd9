package corpus.extra.uncaughtcount.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.uncaughtcount: the worker's own handler, set before its start, counts
 * down main's latch when the worker dies (the JVM runs it in the dying thread).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch done = new CountDownLatch(1);
    static String setting = "ten";

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            Integer.parseInt(setting);
            done.countDown();
        });
        worker.setUncaughtExceptionHandler((t, e) -> done.countDown());
        worker.start();
        done.await();
    }
}
