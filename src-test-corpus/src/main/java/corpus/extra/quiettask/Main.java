package corpus.extra.quiettask;

import static org.petrify.corpus.Expected.INCONCLUSIVE;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * A task divides by the number of arguments; main gets its result and counts a latch down that
 * a waiter needs, but swallows an {@code ExecutionException} first. Run with no argument the
 * task fails, the latch is never counted and the waiter hangs. The model does not raise the
 * task's failure at {@code get}: UNSOUND unreached-handler.
 */
@Expect(deadlock = INCONCLUSIVE, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "ABSTRACTION GAP: a real hang behind a task's failure, which is not modelled at get"
            + " (unreached-handler), so the run test skips this program")
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
        Future<Integer> f = pool.submit(() -> 10 / n);
        try {
            f.get();
            go.countDown();
        } catch (ExecutionException e) {
            // bug: swallowed, the waiter is never released
        }
        pool.shutdown();
        waiter.join();
    }
}
