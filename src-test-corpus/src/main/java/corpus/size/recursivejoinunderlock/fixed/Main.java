package corpus.size.recursivejoinunderlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of size.recursivejoinunderlock: the parent starts one child under the lock and joins it
 * after releasing the lock; the child recurses synchronously, taking and releasing the lock at
 * every level (a single child thread keeps the net bounded).
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS, note = "corrected twin: join after release;"
        + " the recursion depth becomes nondeterministic: without fairness it can recurse forever",
        acceptUnsound = "fair-returns",
        acceptReason = "the recursion is entered once, from a call site outside any loop, and calls"
        + " itself at most once per activation, so every real run returns from it finitely"
        + " often and fair returns exclude no real run")
public class Main {
    static final Object LOCK = new Object();
    static int levels;

    static void descend(int n) {
        synchronized (LOCK) {
            levels++;
        }
        if (n > 0) {
            descend(n - 1);
        }
    }

    static void enter(int n) throws InterruptedException {
        Thread child = new Thread(() -> descend(n - 1));
        synchronized (LOCK) {
            levels++;
            child.start();
        }
        child.join();
    }

    public static void main(String[] args) throws InterruptedException {
        enter(3);
    }
}
