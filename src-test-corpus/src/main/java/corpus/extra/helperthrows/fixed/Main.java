package corpus.extra.helperthrows.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/** The latch is counted down in a finally: main is released whether the helper throws or not. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static int port;

    static int parsePort(String text) {
        return Integer.parseInt(text.trim());
    }

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch configured = new CountDownLatch(1);
        Thread loader = new Thread(() -> {
            try {
                port = parsePort(" 80a ");
            } finally {
                configured.countDown();
            }
        });
        loader.start();
        configured.await();
        System.out.println(port);
    }
}
