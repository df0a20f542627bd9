package corpus.extra.mainthrow.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.mainthrow: the division comes before main starts any thread, so an
 * exception there ends the program with no thread left (SoleThreadPrefix: the uncaught-exception
 * caveat there is INFO); by default it divides by one and both threads run. INCONCLUSIVE
 * before the rule.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin; an exception before the first start cannot strand a thread")
public class Main {
    static int share;

    public static void main(String[] args) {
        CountDownLatch ready = new CountDownLatch(1);
        share = 100 / Integer.getInteger("parts", 1); // may throw (parts=0) before any start
        Thread waiter = new Thread(() -> {
            try {
                ready.await();
            } catch (InterruptedException e) {
                return;
            }
        });
        waiter.start();
        new Thread(ready::countDown).start();
    }
}
