package corpus.extra.threaddies;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The loader parses the configured port and only then counts the latch down: when the value is
 * not a number, {@code parseInt} throws, the exception ends the loader before its
 * {@code countDown}, and main waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "an uncaught NumberFormatException ends the thread before its countDown")
public class Main {
    static volatile int port;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch configured = new CountDownLatch(1);
        String configuredPort = args.length > 0 ? args[0] : "80a";
        Thread loader = new Thread(() -> {
            port = Integer.parseInt(configuredPort);
            configured.countDown();
        });
        loader.start();
        configured.await();
        System.out.println(Integer.parseInt("8080") + port);
    }
}
