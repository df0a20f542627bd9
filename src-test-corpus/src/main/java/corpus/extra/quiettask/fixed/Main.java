package corpus.extra.quiettask.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.quiettask: the task adds instead of dividing, so it cannot fail and {@code
 * get} never throws {@code ExecutionException} (CheckedHandlers: INFO). INCONCLUSIVE before
 * the rule.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin; a task that cannot fail")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch go = new CountDownLatch(1);
        Thread waiter = new Thread(() -> {
            try {
                go.await();
            } catch (InterruptedException e) {
                return;
            }
        });
        waiter.start();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        int n = args.length;
        Future<Integer> f = pool.submit(() -> 10 + n);
        try {
            f.get();
            go.countDown();
        } catch (ExecutionException e) {
            // never: the task cannot fail
        }
        pool.shutdown();
        waiter.join();
    }
}
