package corpus.extra.exceptions.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.exceptions: the exception handler nests a then b, like the auditor.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the handler nests a then b")
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
            synchronized (A) {
                synchronized (B) {
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
