package corpus.extra.exceptions;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The deadlock is only reachable through an exception: the risky update throws out of its
 * synchronized block, and the handler recovers by nesting b then a, while the auditor nests a then
 * b. Treating {@code throw} as a no-op (as the paper's tool did) would miss it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int balance = -1;

    static void withdraw() {
        synchronized (A) {
            if (balance < 0) {
                throw new IllegalStateException("overdrawn");
            }
            balance--;
        }
    }

    static void teller() {
        try {
            withdraw();
        } catch (IllegalStateException e) {
            synchronized (B) {
                synchronized (A) {
                    balance = 0;
                }
            }
        }
    }

    static void auditor() {
        synchronized (A) {
            synchronized (B) {
                balance++;
            }
        }
    }

    public static void main(String[] args) {
        new Thread(Main::teller).start();
        new Thread(Main::auditor).start();
    }
}
