package corpus.extra.unknownmonitor;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * One thread, a monitor whose object the analysis does not know (a string made by the
 * library), and a latch that nobody counts down: main waits forever. The relevance rule for
 * unknown monitors in one-thread programs must not hide this (it does not apply: the program
 * blocks), and the deadlock is found.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "a real hang: await on a latch nobody counts down; livelock holds only for the"
            + " model: the lock object is not modelled (unknown-lock)")
public class Main {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        String key = Integer.toString(args.length).intern();
        synchronized (key) {
            count++;
        }
        CountDownLatch ready = new CountDownLatch(1);
        ready.await(); // bug: nobody counts down
    }
}
