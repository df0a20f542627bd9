package corpus.extra.lastout;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * "Last one out": each worker decrements a counter under a lock that guards nothing else and
 * opens the latch when it took the counter to zero. The counter starts at three for two
 * workers, so nobody reaches zero and {@code main} waits on the latch for ever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the counter ends at one, the latch never opens")
public class Main {
    static final Object LOCK = new Object();
    static int remaining = 3;
    static final CountDownLatch DONE = new CountDownLatch(1);

    static void work() {
        int left;
        synchronized (LOCK) {
            left = --remaining;
        }
        if (left == 0) {
            DONE.countDown();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(Main::work);
        Thread b = new Thread(Main::work);
        a.start();
        b.start();
        DONE.await();
        a.join();
        b.join();
    }
}
