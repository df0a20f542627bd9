package corpus.extra.arraypositions;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Arrays;
import org.petrify.corpus.Expect;

/**
 * An ordered lock table goes through three element copies that keep positions ({@code clone},
 * {@code System.arraycopy} one slot to the right, {@code Arrays.copyOfRange} one slot back to
 * the left), so {@code range} holds the table's locks in table order; the worker locks
 * {@code range[1]} then {@code range[0]} while {@code main} locks the table in order: a
 * lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the copies keep each lock at its position, taken in reverse")
public class Main {
    static final Object[] TABLE = {new Object(), new Object()};

    public static void main(String[] args) throws InterruptedException {
        Object[] cloned = TABLE.clone();
        Object[] shifted = new Object[3];
        System.arraycopy(cloned, 0, shifted, 1, 2);
        Object[] range = Arrays.copyOfRange(shifted, 1, 3);
        Thread worker = new Thread(() -> {
            synchronized (range[1]) {
                synchronized (range[0]) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (TABLE[0]) {
            synchronized (TABLE[1]) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
