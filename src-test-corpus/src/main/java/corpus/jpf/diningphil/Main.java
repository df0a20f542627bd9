package corpus.jpf.diningphil;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Five philosophers (Thread subclasses) each eat a few meals, taking the left fork and then the
 * right fork; with all five forks written out (no array), the cyclic wait is reachable.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS, paper = "JPF DiningPhil",
        note = "the meal loop becomes a nondeterministic loop: without fairness it can spin forever")
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
        new Philosopher(f4, f0).start();
    }
}
