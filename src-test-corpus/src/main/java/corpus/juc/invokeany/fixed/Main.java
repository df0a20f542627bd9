package corpus.juc.invokeany.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.invokeany: the fast lookup answers, {@code invokeAny} returns its result and
 * cancels the slow task, whose interrupted {@code await} ends it; the program ends although
 * the signal comes only afterwards.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: the fast task answers")
public class Main {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch ready = new CountDownLatch(1);
        Callable<String> fast = () -> "from the cache";
        Callable<String> slow = () -> {
            ready.await();
            return "from the database";
        };
        System.out.println(pool.invokeAny(List.of(fast, slow)));
        ready.countDown();
        pool.shutdown();
    }
}
