package corpus.extra.threaddies.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.threaddies: the latch is counted down in a {@code finally}, so a failed parse
 * still releases main; a parse of a constant that is a number cannot throw.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: countDown in a finally")
public class Main {
    static volatile int port;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch configured = new CountDownLatch(2);
        String configuredPort = args.length > 0 ? args[0] : "80a";
        Thread loader = new Thread(() -> {
            try {
                port = Integer.parseInt(configuredPort);
            } finally {
                configured.countDown();
            }
        });
        Thread defaults = new Thread(() -> {
            port = Integer.parseInt("8080");
            configured.countDown();
        });
        loader.start();
        defaults.start();
        configured.await();
        System.out.println(port);
    }
}
