package corpus.extra.timeunitjoin.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.timeunitjoin: a timeout of zero, which for {@code TimeUnit.timedJoin} (unlike
 * {@code Thread.join(0)}) does not wait at all; the thread is joined after the lock is
 * released.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object TABLE = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread loader = new Thread(() -> {
            synchronized (TABLE) {
                System.out.println("loaded");
            }
        });
        synchronized (TABLE) {
            loader.start();
            TimeUnit.SECONDS.timedJoin(loader, 0);
        }
        loader.join();
    }
}
