package corpus.extra.timeunitjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * {@code TimeUnit.timedJoin} with a timeout that cannot expire ({@code Long.MAX_VALUE}
 * seconds) while holding the lock the joined thread needs: it waits for ever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the join's timeout never expires")
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
            TimeUnit.SECONDS.timedJoin(loader, Long.MAX_VALUE);
        }
    }
}
