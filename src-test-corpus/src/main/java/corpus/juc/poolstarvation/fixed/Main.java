package corpus.juc.poolstarvation.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/** Twin of juc.poolstarvation: the pool has a worker for each task that may wait. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: two workers")
public class Main {
    static final ExecutorService pool = Executors.newFixedThreadPool(2);

    static int load() throws ExecutionException, InterruptedException {
        Future<Integer> part = pool.submit(() -> 41);
        return part.get() + 1;
    }

    public static void main(String[] args) throws Exception {
        Future<Integer> total = pool.submit(Main::load);
        System.out.println(total.get());
        pool.shutdown();
    }
}
