package corpus.size.recjoin.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of size.recjoin: each level starts its helper under the lock but joins it after releasing
 * the lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS, note = "corrected twin: each level joins its helper after releasing the lock;"
        + " the recursion depth becomes nondeterministic: without fairness it can recurse forever;"
        + " at most one helper is alive at a time, so the net stays bounded",
        acceptUnsound = {"summary-thread", "fair-returns"},
        acceptReason = "each level joins its helper before the next level starts one, so at most one"
        + " helper is alive at a time and the one summary thread is exact; the recursion is"
        + " entered once from main and calls itself once per level, so fair returns exclude"
        + " no real run")
public class Main {
    static final Object LOCK = new Object();
    static int done;

    static void help() {
        synchronized (LOCK) {
            done++;
        }
    }

    static void level(int n) throws InterruptedException {
        if (n > 0) {
            Thread helper = new Thread(Main::help);
            synchronized (LOCK) {
                helper.start();
                done--;
            }
            helper.join();
            level(n - 1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        level(3);
    }
}
