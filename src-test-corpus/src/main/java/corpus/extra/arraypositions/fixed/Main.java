package corpus.extra.arraypositions.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Arrays;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.arraypositions: the worker locks {@code range[0]} then {@code range[1]}, which
 * after the position-keeping copies ({@code clone}, a shifted {@code System.arraycopy}, {@code
 * Arrays.copyOfRange}) are the table's first and second locks: the same order as {@code main}.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object[] TABLE = {new Object(), new Object()};

    public static void main(String[] args) throws InterruptedException {
        Object[] cloned = TABLE.clone();
        Object[] shifted = new Object[3];
        System.arraycopy(cloned, 0, shifted, 1, 2);
        Object[] range = Arrays.copyOfRange(shifted, 1, 3);
        Thread worker = new Thread(() -> {
            synchronized (range[0]) {
                synchronized (range[1]) {
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
