package corpus.jpf.diningphil.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of jpf.diningphil: the fifth philosopher takes f0 before f4, so the forks are taken in one
 * global order and no cyclic wait exists.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS, note = "corrected twin: the fifth philosopher takes its forks in the global order (f0 before f4);"
        + " the meal loop becomes a nondeterministic loop: without fairness it can spin forever")
public class Main {
    static final class Fork {
    }

    static final class Philosopher extends Thread {
        private final Fork left;
        private final Fork right;
        private int meals;

        Philosopher(Fork left, Fork right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public void run() {
            for (int i = 0; i < 3; i++) {
                synchronized (left) {
                    synchronized (right) {
                        meals++;
                    }
                }
            }
        }
    }

    public static void main(String[] args) {
        Fork f0 = new Fork();
        Fork f1 = new Fork();
        Fork f2 = new Fork();
        Fork f3 = new Fork();
        Fork f4 = new Fork();
        new Philosopher(f0, f1).start();
        new Philosopher(f1, f2).start();
        new Philosopher(f2, f3).start();
        new Philosopher(f3, f4).start();
        new Philosopher(f0, f4).start();
    }
}
