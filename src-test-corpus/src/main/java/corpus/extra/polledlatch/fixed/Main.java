package corpus.extra.polledlatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * The corrected twin: main polls the latch before it takes the lock, so the second worker
 * counts down too, and the timed {@code await} returns true once the count is zero.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: a timed await times out only while the count is above zero and"
            + " returns true at zero, so a fair run ends; an unfair one may poll for ever")
public class Main {
    static final Object LOCK = new Object();
    static int polls;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(2);
        new Thread(done::countDown).start();
        new Thread(() -> {
            synchronized (LOCK) {
                done.countDown();
            }
        }).start();
        while (!done.await(5, TimeUnit.MILLISECONDS)) {
            polls++;
        }
        synchronized (LOCK) {
            System.out.println(polls);
        }
    }
}
