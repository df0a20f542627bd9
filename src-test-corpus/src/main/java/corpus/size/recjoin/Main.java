package corpus.size.recjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Recursive spawning and joining: every level of a recursion starts a helper thread and joins it
 * before recursing; the helper needs the lock that the level holds while joining.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS, paper = "size RecJoin",
        note = "the recursion depth becomes nondeterministic: without fairness it can recurse forever;"
        + " at most one helper is alive at a time, so the net stays bounded")
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
