package corpus.jada.classicphil;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Three philosophers that dine recursively: each level takes the left fork, then the right one,
 * eats, releases both and recurses while still hungry. Symmetric, hence the cyclic wait.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA ClassicPhil",
        note = "the recursion depth is exact (argument variants dine(2), dine(1), dine(0)):"
        + " every run ends or deadlocks")
public class Main {
    static final class Fork {
    }

    static final class Philosopher implements Runnable {
        private final Fork left;
        private final Fork right;
        private int eaten;

        Philosopher(Fork left, Fork right) {
            this.left = left;
            this.right = right;
        }

        void dine(int hunger) {
            if (hunger == 0) {
                return;
            }
            synchronized (left) {
                synchronized (right) {
                    eaten++;
                }
            }
            dine(hunger - 1);
        }

        @Override
        public void run() {
            dine(2);
        }
    }

    public static void main(String[] args) {
        Fork f0 = new Fork();
        Fork f1 = new Fork();
        Fork f2 = new Fork();
        new Thread(new Philosopher(f0, f1)).start();
        new Thread(new Philosopher(f1, f2)).start();
        new Thread(new Philosopher(f2, f0)).start();
    }
}
