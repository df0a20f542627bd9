package corpus.extra.startall;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Workers created in a counted loop and kept in a list, started in a for-each over the list and
 * joined in another; the first and the other workers take two locks in opposite orders.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "create, start and join loops over one list; workers lock in opposite orders")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            boolean first = i == 0;
            workers.add(new Thread(() -> work(first ? A : B, first ? B : A)));
        }
        for (Thread t : workers) {
            t.start();
        }
        for (Thread t : workers) {
            t.join();
        }
    }

    static void work(Object one, Object two) {
        synchronized (one) {
            synchronized (two) {
                total++;
            }
        }
    }
}
