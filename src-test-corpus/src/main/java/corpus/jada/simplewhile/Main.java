package corpus.jada.simplewhile;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Two counting while loops, each round nesting the two locks, in opposite orders. */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS, paper = "JaDA SimpleWhile",
        note = "the while conditions become nondeterministic: without fairness a loop can spin forever")
public class Main {
    static final Object LEFT = new Object();
    static final Object RIGHT = new Object();
    static int total;

    static void up() {
        int i = 0;
        while (i < 5) {
            synchronized (LEFT) {
                synchronized (RIGHT) {
                    total++;
                }
            }
            i++;
        }
    }

    static void down() {
        int i = 5;
        while (i > 0) {
            synchronized (RIGHT) {
                synchronized (LEFT) {
                    total--;
                }
            }
            i--;
        }
    }

    public static void main(String[] args) {
        new Thread(Main::up).start();
        new Thread(Main::down).start();
    }
}
