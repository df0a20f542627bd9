package corpus.extra.assertside;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The count-down a worker waits for is written inside an {@code assert}: the JVM runs
 * {@code main} with assertions disabled, so it never happens and the worker waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a side effect inside assert: skipped without -ea")
public class Main {
    static boolean release(CountDownLatch latch) {
        latch.countDown();
        return true;
    }

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
        assert release(latch);
        worker.join();
    }
}
