package corpus.extra.lambdaprefix;

import static org.petrify.corpus.Expected.INCONCLUSIVE;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * main runs a lambda that starts a waiter, then divides by a system property that is not set:
 * the ArithmeticException ends main before it counts the latch down, and the waiter hangs.
 * Running the lambda starts a thread, so the division is not in main's sole-thread prefix: the
 * UNSOUND uncaught-exception caveat stays.
 */
@Expect(deadlock = INCONCLUSIVE, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "ABSTRACTION GAP: a real hang behind an exception that is not modelled"
            + " (uncaught-exception), so the run test skips this program")
public class Main {
    static int share;

    public static void main(String[] args) {
        CountDownLatch ready = new CountDownLatch(1);
        Runnable starter = () -> new Thread(() -> {
            try {
                ready.await();
            } catch (InterruptedException e) {
                return;
            }
        }).start();
        starter.run();
        share = 100 / Integer.getInteger("parts", 0); // bug: throws before the count-down
        ready.countDown();
    }
}
