package corpus.extra.arraycopylocks;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Arrays;
import org.petrify.corpus.Expect;

/**
 * An ordered lock table is copied twice, by {@code System.arraycopy} into a scratch array and
 * by {@code Arrays.copyOf} reversed; a worker locks its two entries through the reversed copy
 * while {@code main} locks them in table order: the copies share the table's lock objects, so
 * this is a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: array copies hold the same lock objects")
public class Main {
    static final Object[] TABLE = {new Object(), new Object()};

    public static void main(String[] args) throws InterruptedException {
        Object[] scratch = new Object[2];
        System.arraycopy(TABLE, 0, scratch, 0, 2);
        Object[] reversed = Arrays.copyOf(new Object[] {scratch[1], scratch[0]}, 2);
        Thread worker = new Thread(() -> {
            synchronized (reversed[0]) {
                synchronized (reversed[1]) {
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
