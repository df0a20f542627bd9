package corpus.size.recunbounded.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of size.recunbounded: both walkers nest north before south at the bottom of their
 * recursion.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS, note = "corrected twin: both walkers take north before south;"
        + " the recursion depth becomes nondeterministic: without fairness it can recurse forever",
        acceptUnsound = "fair-returns",
        acceptReason = "the recursion is entered once, from a call site outside any loop, and calls"
        + " itself at most once per activation, so every real run returns from it finitely"
        + " often and fair returns exclude no real run")
public class Main {
    public static void main(String[] args) {
        Resources r = new Resources();
        new LeftWalker(r, 7).start();
        new RightWalker(r, 9).start();
    }
}

final class Resources {
    final Object north = new Object();
    final Object south = new Object();
    int steps;
}

final class LeftWalker extends Thread {
    private final Resources r;
    private final int depth;

    LeftWalker(Resources r, int depth) {
        this.r = r;
        this.depth = depth;
    }

    private void even(int n) {
        if (n <= 0) {
            synchronized (r.north) {
                synchronized (r.south) {
                    r.steps++;
                }
            }
        } else {
            odd(n - 1);
        }
    }

    private void odd(int n) {
        r.steps--;
        even(n - 1);
    }

    @Override
    public void run() {
        even(depth);
    }
}

final class RightWalker extends Thread {
    private final Resources r;
    private final int depth;

    RightWalker(Resources r, int depth) {
        this.r = r;
        this.depth = depth;
    }

    private void descend(int n) {
        if (n > 0) {
            r.steps++;
            descend(n / 2);
        } else {
            synchronized (r.north) {
                synchronized (r.south) {
                    r.steps++;
                }
            }
        }
    }

    @Override
    public void run() {
        descend(depth);
    }
}
