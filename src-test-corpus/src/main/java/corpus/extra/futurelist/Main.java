package corpus.extra.futurelist;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Tasks submitted in a for-each over {@code List.of(...)}, their futures collected in a list
 * and waited for in a second for-each, but main waits while it holds the lock the tasks need.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "waits for the futures of its tasks while holding the lock they need")
public class Main {
    static final Object LOCK = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> results = new ArrayList<>();
        for (String name : List.of("ann", "bob")) {
            results.add(pool.submit(Main::work));
        }
        synchronized (LOCK) {
            for (Future<?> f : results) {
                f.get();
            }
        }
        pool.shutdown();
    }

    static void work() {
        synchronized (LOCK) {
            total++;
        }
    }
}
