package corpus.size.diningphilp8t.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of size.diningphilp8t: the last philosopher takes f0 before f7, so the forks follow one
 * global order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the last philosopher takes f0 before f7;"
        + " the recursion depth is exact (argument variants dine(2), dine(1), dine(0))")
public class Main {
    public static void main(String[] args) {
        Fork f0 = new Fork();
        Fork f1 = new Fork();
        Fork f2 = new Fork();
        Fork f3 = new Fork();
        Fork f4 = new Fork();
        Fork f5 = new Fork();
        Fork f6 = new Fork();
        Fork f7 = new Fork();
        new Philosopher(f0, f1).start();
        new Philosopher(f1, f2).start();
        new Philosopher(f2, f3).start();
        new Philosopher(f3, f4).start();
        new Philosopher(f4, f5).start();
        new Philosopher(f5, f6).start();
        new Philosopher(f6, f7).start();
        new Philosopher(f0, f7).start();
    }
}

final class Fork {
    int uses;
}

final class Philosopher extends Thread {
    private final Fork left;
    private final Fork right;

    Philosopher(Fork left, Fork right) {
        this.left = left;
        this.right = right;
    }

    private void dine(int rounds) {
        if (rounds == 0) {
            return;
        }
        synchronized (left) {
            synchronized (right) {
                right.uses++;
            }
        }
        dine(rounds - 1);
    }

    @Override
    public void run() {
        dine(2);
    }
}
