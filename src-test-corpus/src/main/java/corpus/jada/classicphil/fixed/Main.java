package corpus.jada.classicphil.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of jada.classicphil: the third philosopher takes its forks in the global order (f0 before
 * f2), so the recursive dining can never wait in a circle.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the third philosopher takes f0 before f2;"
        + " the recursion depth is exact (argument variants dine(2), dine(1), dine(0))")
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
        new Thread(new Philosopher(f0, f2)).start();
    }
}
