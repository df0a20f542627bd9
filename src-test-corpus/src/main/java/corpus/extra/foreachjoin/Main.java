package corpus.extra.foreachjoin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Workers started in a for-each over {@code List.of(...)}, kept in a list and joined in a
 * second for-each over it, but main joins them while it holds the lock every worker needs: the
 * first worker that has not finished blocks on the lock and main waits for it forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "joins the workers of a for-each over List.of while holding the lock they need")
public class Main {
    static final Object LOCK = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        List<Thread> workers = new ArrayList<>();
        for (String name : List.of("ann", "bob", "cid")) {
            Thread t = new Thread(Main::work, name);
            t.start();
            workers.add(t);
        }
        synchronized (LOCK) {
            for (Thread t : workers) {
                t.join();
            }
        }
    }

    static void work() {
        synchronized (LOCK) {
            total++;
        }
    }
}
