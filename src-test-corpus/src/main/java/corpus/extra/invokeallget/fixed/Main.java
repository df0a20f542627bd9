package corpus.extra.invokeallget.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.invokeallget: main opens the latch before {@code invokeAll}; the futures it
 * returns are all done, so their {@code get} returns at once.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: the latch is open before the batch; the loop over the futures"
            + " has an unknown count, left under fairness")
public class Main {
    public static void main(String[] args) throws Exception {
        CountDownLatch ready = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> tasks = new ArrayList<>();
        tasks.add(() -> {
            ready.await();
            return 1;
        });
        tasks.add(() -> 2);
        ready.countDown();
        List<Future<Integer>> results = pool.invokeAll(tasks);
        int sum = 0;
        for (Future<Integer> f : results) {
            sum += f.get();
        }
        System.out.println(sum);
        pool.shutdown();
    }
}
