package corpus.extra.futurelist.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.futurelist: main waits for the futures without holding the tasks' lock. The
 * for-each over {@code List.of} submits two tasks, and the for-each over the list of their
 * futures waits for two.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: submit loop over List.of, get loop over the list of futures")
public class Main {
    static final Object LOCK = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> results = new ArrayList<>();
        for (String name : List.of("ann", "bob")) {
            results.add(pool.submit(Main::work));
        }
        for (Future<?> f : results) {
            f.get();
        }
        pool.shutdown();
    }

    static void work() {
        synchronized (LOCK) {
            total++;
        }
    }
}
