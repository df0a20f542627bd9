package corpus.extra.lastout.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.lastout: the counter starts at two, so the second decrement opens the latch.
 * The lock only guards the counter (its sections never block), but it must not be cut from the
 * deadlock model as a lock nobody can wait on for ever: without its mutual exclusion both
 * workers could read two and write one, and the latch would seem never to open.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object LOCK = new Object();
    static int remaining = 2;
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
