package corpus.extra.uncaught;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The loader parses its configuration, then counts the latch down. On the JVM parseInt throws
 * a NumberFormatException, the loader dies before countDown, and main waits forever. The model
 * lets the parse (a JDK call that declares NumberFormatException, in the thread's own entry
 * method) end the thread before its effects, so the deadlock is found.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "parseInt's NumberFormatException ends the loader before countDown (hangs on the JVM)")
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
