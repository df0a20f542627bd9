package corpus.paper.fig8;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

import java.util.concurrent.locks.ReentrantLock;

/**
 * After the Petrify paper's Fig. 8: a recursive method takes a ReentrantLock and then either
 * returns still holding it or releases it and recurses; main releases the lock once at the end.
 * Single-threaded and deadlock-free; the abstraction's recursion depth is unbounded.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "the recursion depth becomes nondeterministic: without fairness it can recurse forever",
        acceptUnsound = "fair-returns",
        acceptReason = "the recursion is entered once, from a call site outside any loop, and calls"
        + " itself at most once per activation, so every real run returns from it finitely"
        + " often and fair returns exclude no real run")
public class Main {
    static final ReentrantLock LOCK = new ReentrantLock();
    static int budget = 3;

    static void rec() {
        LOCK.lock();
        if (budget-- > 0) {
            LOCK.unlock();
            rec();
        }
    }

    public static void main(String[] args) {
        rec();
        LOCK.unlock();
    }
}
