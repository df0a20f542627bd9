package corpus.extra.listcopypositions.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.listcopypositions: the copy of {@code List.of(first)} gets the second lock
 * appended, so elements 0 and 1 are first then second, the order {@code main} uses.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            List<Object> locks = new ArrayList<>(List.of(FIRST));
            locks.add(SECOND);
            synchronized (locks.get(0)) {
                synchronized (locks.get(1)) {
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
