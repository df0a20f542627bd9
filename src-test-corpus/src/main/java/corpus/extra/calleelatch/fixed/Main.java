package corpus.extra.calleelatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.calleelatch: the worker counts the latch down after the try statement, so
 * main is released whether or not shareOf() throws.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final CountDownLatch ready = new CountDownLatch(1);
    static int total = 12;
    static int workers;
    static int share;

    static int shareOf(int amount) {
        return amount / workers;
    }

    public static void main(String[] args) throws InterruptedException {
        new Thread(() -> {
            try {
                share = shareOf(total);
            } catch (ArithmeticException e) {
                System.out.println("no workers");
            }
            ready.countDown();
        }).start();
        ready.await();
    }
}
