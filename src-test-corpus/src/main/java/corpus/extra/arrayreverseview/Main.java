package corpus.extra.arrayreverseview;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Arrays;
import java.util.Collections;
import org.petrify.corpus.Expect;

/**
 * A worker reverses a two-lock array through its list view ({@code Collections.reverse(
 * Arrays.asList(locks))}) and then locks elements 0 and 1: the second lock, then the first,
 * while {@code main} locks first then second. The JDK moved the elements, so the array's
 * positions are no longer those of its initialiser (before, this was a wrong HOLDS).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the reversed view moved the locks")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            Object[] locks = {FIRST, SECOND};
            Collections.reverse(Arrays.asList(locks));
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
