package corpus.jada.simplewhile.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/** Twin of jada.simplewhile: both loops nest LEFT then RIGHT. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order;"
        + " the loop counts a local variable up to a constant, which the frontend evaluates exactly (it unrolls the loop), so there is no spurious infinite run")
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
            synchronized (LEFT) {
                synchronized (RIGHT) {
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
