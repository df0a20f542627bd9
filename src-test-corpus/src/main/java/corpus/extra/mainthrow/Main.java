package corpus.extra.mainthrow;

import static org.petrify.corpus.Expected.INCONCLUSIVE;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * main starts a thread that waits for a latch, then divides by a system property that is not
 * set: the ArithmeticException ends main before it starts the thread that would count the
 * latch down (a method reference to CountDownLatch.countDown), and the waiter hangs. The model
 * does not raise the exception; the skipped start must keep an UNSOUND uncaught-exception
 * caveat (before, the method reference hid the count-down and the verdict was HOLDS).
 */
@Expect(deadlock = INCONCLUSIVE, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "ABSTRACTION GAP: a real hang behind an exception that is not modelled (the model"
            + " does not raise it: uncaught-exception), so the run test skips this program")
public class Main {
    static int share;

    public static void main(String[] args) {
        CountDownLatch ready = new CountDownLatch(1);
        Thread waiter = new Thread(() -> {
            try {
                ready.await();
            } catch (InterruptedException e) {
                return;
            }
        });
        waiter.start();
        share = 100 / Integer.getInteger("parts", 0);
        new Thread(ready::countDown).start();
    }
}
