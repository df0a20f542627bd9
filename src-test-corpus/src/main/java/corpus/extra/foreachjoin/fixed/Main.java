package corpus.extra.foreachjoin.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.foreachjoin: main joins the workers without holding their lock. The for-each
 * over {@code List.of} runs three trips, so three workers are started and added to the list,
 * and the for-each over the list then joins three: no spurious "waiting for a thread never
 * started".
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: start loop over List.of, join loop over the list of workers")
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
        for (Thread t : workers) {
            t.join();
        }
    }

    static void work() {
        synchronized (LOCK) {
            total++;
        }
    }
}
