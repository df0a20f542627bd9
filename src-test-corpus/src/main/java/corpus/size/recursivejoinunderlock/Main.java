package corpus.size.recursivejoinunderlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Recursion across threads under a lock: a level holds the lock, starts a child thread that runs
 * the next level, and joins it while still holding the lock; the child's first step is to take
 * that lock. Parent and child wait for each other.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "size RecursiveJoinUnderLock",
        note = "the first child blocks at once, so the abstraction never grows a chain of threads",
        acceptUnsound = "summary-thread",
        acceptReason = "the first child blocks at once on the lock its parent holds while joining it, so"
        + " a second child never exists and the one summary thread is exact")
public class Main {
    static final Object LOCK = new Object();
    static int levels;

    static final class Level implements Runnable {
        private final int n;

        Level(int n) {
            this.n = n;
        }

        @Override
        public void run() {
            try {
                enter(n);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    static void enter(int n) throws InterruptedException {
        synchronized (LOCK) {
            levels++;
            if (n > 0) {
                Thread child = new Thread(new Level(n - 1));
                child.start();
                child.join();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        enter(3);
    }
}
