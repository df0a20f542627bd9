package corpus.extra.assertside.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Fixed twin: the count-down is a statement of its own, after an {@code assert} that would
 * fail; with assertions disabled (the JVM's default for {@code java Main}) the assertion is
 * never checked, so no AssertionError ends main before the count-down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "assertions disabled from main: the failing assert neither throws nor ends main early")
public class Main {
    static int checks;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch latch = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try {
                latch.await();
            } catch (InterruptedException e) {
                return;
            }
        });
        worker.start();
        assert checks == 1 : "never checked without -ea";
        latch.countDown();
        worker.join();
    }
}
