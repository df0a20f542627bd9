package corpus.juc.poolstarvation;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Pool starvation: a task on a single-thread executor submits a second task to the same
 * executor and waits for its {@code Future}; the second task can only run on the worker the
 * first one occupies, so neither ever completes (and main waits for the first forever).
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ExecutorService pool = Executors.newSingleThreadExecutor();

    static int load() throws ExecutionException, InterruptedException {
        Future<Integer> part = pool.submit(() -> 41);
        return part.get() + 1; // bug: waits for a task queued behind itself
    }

    public static void main(String[] args) throws Exception {
        Future<Integer> total = pool.submit(Main::load);
        System.out.println(total.get());
        pool.shutdown();
    }
}
