package corpus.extra.listends.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.listends: the list starts with the first lock and ends with the second, so
 * {@code getFirst()} then {@code getLast()} is the order {@code main} uses.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object FIRST = new Object();
    static final Object SECOND = new Object();
    static final Object OTHER = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            List<Object> locks = new ArrayList<>();
            locks.add(FIRST);
            locks.add(OTHER);
            locks.add(SECOND);
            synchronized (locks.getFirst()) {
                synchronized (locks.getLast()) {
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
