package corpus.extra.clinitalias.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Corrected twin of {@code extra.clinitalias}: the initialiser writes {@code ZERO} first and
 * then copies it into {@code DISABLED} (HttpCore 5's {@code Timeout}), so every read of
 * {@code DISABLED} after the initialisation is non-null and the client always counts down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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

        static final Timeout ZERO = of(0);
        static final Timeout DISABLED = ZERO;
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
