package corpus.extra.uncaught;

import static org.petrify.corpus.Expected.INCONCLUSIVE;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The loader parses its configuration, then counts the latch down. On the JVM parseInt throws
 * a NumberFormatException, the loader dies before countDown, and main waits forever. The model
 * takes parseInt to return, so the deadlock is not in the model: the verdict must not be HOLDS,
 * the uncaught-exception caveat makes it INCONCLUSIVE.
 */
@Expect(deadlock = INCONCLUSIVE, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "ABSTRACTION GAP (hangs on the JVM: CorpusRunTest does not run it): INCONCLUSIVE where it holds: parseInt's NumberFormatException is not modelled and may skip countDown"
        + " (uncaught-exception); the model takes the call to return")
public class Main {
    static int port;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch configured = new CountDownLatch(1);
        Thread loader = new Thread(() -> {
            port = Integer.parseInt("80a");
            configured.countDown();
        });
        loader.start();
        configured.await();
        System.out.println(port);
    }
}
