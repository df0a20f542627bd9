package corpus.size.recjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Recursive spawning and joining: every level of a recursion starts a helper thread and joins it
 * before recursing; the helper needs the lock that the level holds while joining.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "size RecJoin",
        note = "no infinite run: every level that spawns a helper deadlocks at once, so the recursion"
        + " never gets past its first spawning level",
        acceptUnsound = {"summary-thread", "fair-returns"},
        acceptReason = "the first helper blocks at once on the lock its level holds while joining it, so"
        + " no second helper ever exists and the one summary thread is exact; the recursion"
        + " is entered once from main and calls itself once per level, so fair returns"
        + " exclude no real run")
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
            synchronized (LOCK) {
                Thread helper = new Thread(Main::help);
                helper.start();
                helper.join();
            }
            level(n - 1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        level(3);
    }
}
