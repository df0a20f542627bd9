package corpus.extra.invokeallget;

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
 * Main opens the latch only after {@code invokeAll}, which waits for every task, one of which
 * waits for the latch: main and that task wait for each other.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "invokeAll waits for a task that waits for main")
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
        List<Future<Integer>> results = pool.invokeAll(tasks);
        ready.countDown();
        int sum = 0;
        for (Future<Integer> f : results) {
            sum += f.get();
        }
        System.out.println(sum);
        pool.shutdown();
    }
}
