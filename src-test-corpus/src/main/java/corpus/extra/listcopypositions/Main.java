package corpus.extra.listcopypositions;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * A worker copies {@code List.of(second)} into an {@code ArrayList}, appends the first lock
 * and locks elements 0 and 1 of the copy: the second lock then the first, while {@code main}
 * locks first then second: a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the copy keeps List.of's order, the appended lock is last")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            List<Object> locks = new ArrayList<>(List.of(SECOND));
            locks.add(FIRST);
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
