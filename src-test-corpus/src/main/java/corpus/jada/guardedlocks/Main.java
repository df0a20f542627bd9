package corpus.jada.guardedlocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Correct: two threads nest {@code a} and {@code b} in opposite orders, but both do it inside a
 * common guard lock, so at most one of them is ever inside the nested region. (JaDA reported a
 * false positive here.)
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, paper = "JaDA GuardedLocks")
public class Main {
    static final Object GUARD = new Object();
    static final Object A = new Object();
    static final Object B = new Object();
    static int value;

    static void ab() {
        synchronized (GUARD) {
            synchronized (A) {
                synchronized (B) {
                    value++;
                }
            }
        }
    }

    static void ba() {
        synchronized (GUARD) {
            synchronized (B) {
                synchronized (A) {
                    value--;
                }
            }
        }
    }

    public static void main(String[] args) {
        new Thread(Main::ab).start();
        new Thread(Main::ba).start();
    }
}
