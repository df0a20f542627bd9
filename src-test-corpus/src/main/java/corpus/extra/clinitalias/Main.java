package corpus.extra.clinitalias;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A client leases with {@code Timeout.DISABLED} and reads its length inside a {@code try}
 * whose handler returns before the latch is counted down. The class initialiser sets {@code
 * DISABLED} from {@code Timeout.ZERO} before it writes {@code ZERO} (a qualified forward
 * reference), so {@code DISABLED} stays null, {@code timeout.millis} throws a {@code
 * NullPointerException}, and {@code main} waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: DISABLED is read from ZERO before ZERO is written")
public class Main {
    static final CountDownLatch LEASED = new CountDownLatch(1);
    static long waited;

    static final class Timeout {
        final long millis;

        Timeout(long millis) {
            this.millis = millis;
        }

        static Timeout of(long millis) {
            return new Timeout(millis);
        }

        static final Timeout DISABLED = Timeout.ZERO;
        static final Timeout ZERO = of(0);
    }

    static void lease(Timeout timeout) {
        try {
            waited += timeout.millis;
        } catch (RuntimeException e) {
            return;
        }
        LEASED.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread client = new Thread(() -> lease(Timeout.DISABLED));
        client.start();
        LEASED.await();
        client.join();
    }
}
