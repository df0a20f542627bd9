package corpus.extra.jdkcomparable.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.jdkcomparable: both threads take the locks in one order. The application
 * override still spins forever when the receiver is a {@code Stuck}.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "corrected twin; the run with a Stuck receiver spins forever (Java too, given an"
                + " argument)")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    static final class Stuck implements Comparable<Object> {
        @Override
        public int compareTo(Object o) {
            while (true) {
                Thread.onSpinWait();
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) throws InterruptedException {
        Comparable key = args.length > 0 ? new Stuck() : "text";
        int order = key.compareTo("other");
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
                System.out.println(order);
            }
        }
        other.join();
    }
}
