package corpus.extra.calleelatch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The worker counts the latch down after shareOf(), inside the try: the division by zero throws
 * an ArithmeticException inside shareOf(), an application callee with no concurrency operation
 * of its own, the worker's handler catches it, and the count-down is skipped; main waits
 * forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
                ready.countDown();
            } catch (ArithmeticException e) {
                System.out.println("no workers");
            }
        }).start();
        ready.await();
    }
}
