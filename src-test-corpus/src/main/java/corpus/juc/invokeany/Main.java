package corpus.juc.invokeany;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * {@code invokeAny} returns the first result of a task that ends normally. The fast lookup
 * fails (it throws), so the caller waits for the slow one, which waits for a signal the caller
 * sends only after {@code invokeAny} returns: the caller and the slow task wait for each other.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch ready = new CountDownLatch(1);
        Callable<String> fast = () -> {
            throw new IllegalStateException("cache miss"); // bug: the fast path never answers
        };
        Callable<String> slow = () -> {
            ready.await();
            return "from the database";
        };
        System.out.println(pool.invokeAny(List.of(fast, slow)));
        ready.countDown();
        pool.shutdown();
    }
}
