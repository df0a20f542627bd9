package corpus.extra.jdkreceiver.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.jdkreceiver: both threads take the locks in one order. The application
 * override still spins forever when the receiver is a {@code Stuck}.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "corrected twin; the run with a Stuck receiver spins forever (Java too, given an"
                + " argument)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Stuck {
        @Override
        public int hashCode() {
            while (true) {
                Thread.onSpinWait();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Object key = args.length > 0 ? new Stuck() : new Object();
        int h = key.hashCode();
        Thread other = new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    System.out.println("other");
                }
            }
        });
        other.start();
        synchronized (A) {
            synchronized (B) {
                System.out.println(h);
            }
        }
        other.join();
    }
}
