package corpus.extra.helperthrows;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The loader reads its port through a helper, then counts the latch down. On the JVM the
 * helper's parseInt throws a NumberFormatException, the loader dies before countDown, and main
 * waits forever. The helper has no effect another thread could see, and fails only by a JDK
 * call that declares an unchecked exception, so the model lets the call end the thread before
 * its effects: the deadlock is found.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the helper's NumberFormatException ends the loader before countDown (hangs on the JVM)")
public class Main {
    static int port;

    static int parsePort(String text) {
        return Integer.parseInt(text.trim());
    }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch configured = new CountDownLatch(1);
        Thread loader = new Thread(() -> {
            port = parsePort(" 80a ");
            configured.countDown();
        });
        loader.start();
        configured.await();
        System.out.println(port);
    }
}
