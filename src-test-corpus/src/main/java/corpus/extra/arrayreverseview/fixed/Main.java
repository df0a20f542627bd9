package corpus.extra.arrayreverseview.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Arrays;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.arrayreverseview: the worker only prints the array ({@code Arrays.toString}
 * reads its elements and moves none) and locks elements 0 and 1, first then second, as
 * {@code main} does.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            Object[] locks = {FIRST, SECOND};
            System.out.println(Arrays.toString(locks));
            synchronized (locks[0]) {
                synchronized (locks[1]) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (FIRST) {
            synchronized (SECOND) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
