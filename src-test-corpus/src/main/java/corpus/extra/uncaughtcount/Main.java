package corpus.extra.uncaughtcount;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The worker dies by an exception before counting down; the default handler, installed before
 * the start, counts down another latch: main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch done = new CountDownLatch(1);
    static final CountDownLatch reported = new CountDownLatch(1);
    static String setting = "ten";

    public static void main(String[] args) throws InterruptedException {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> reported.countDown());
        Thread worker = new Thread(() -> {
            Integer.parseInt(setting);
            done.countDown();
        });
        worker.start();
        done.await();
    }
}
