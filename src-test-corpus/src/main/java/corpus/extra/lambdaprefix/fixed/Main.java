package corpus.extra.lambdaprefix.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.lambdaprefix: main makes the lambdas first and divides before it runs or starts
 * any of them; making a lambda starts no thread, so an exception there ends the program with no
 * thread left (SoleThreadPrefix: INFO). INCONCLUSIVE before making a lambda was known to start
 * nothing.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin; an exception before the first start cannot strand a thread")
public class Main {
    static int share;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch ready = new CountDownLatch(1);
        Runnable waiting = () -> {
            try {
                ready.await();
            } catch (InterruptedException e) {
                return;
            }
        };
        share = 100 / Integer.getInteger("parts", 1); // may throw (parts=0) before any start
        Thread waiter = new Thread(waiting);
        waiter.start();
        ready.countDown();
        waiter.join();
    }
}
