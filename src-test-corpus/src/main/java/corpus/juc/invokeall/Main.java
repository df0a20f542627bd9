package corpus.juc.invokeall;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * {@code invokeAll} from inside a task of the same small pool: both workers run a batch that
 * waits for its parts, and the parts wait in the queue for a free worker.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ExecutorService pool = Executors.newFixedThreadPool(2);

    static int batch() throws InterruptedException {
        Callable<Integer> part = () -> 1;
        return pool.invokeAll(List.of(part)).size(); // bug: same pool as the batch itself
    }

    public static void main(String[] args) throws Exception {
        pool.submit(Main::batch);
        pool.submit(Main::batch);
        pool.shutdown();
        pool.close();
    }
}
