package corpus.extra.factorypool.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.factorypool: the factory makes every worker a daemon before it returns
 * it (and nothing else touches the thread), so the idle workers do not keep the JVM alive and
 * it exits when main returns, although the pool is never shut down.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ThreadFactory WORKERS = r -> {
        Thread t = new Thread(r, "worker");
        t.setDaemon(true);
        return t;
    };

    static int square(int n) {
        return n * n;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2, WORKERS);
        Future<Integer> low = pool.submit(() -> square(6));
        Future<Integer> high = pool.submit(() -> square(7));
        System.out.println(low.get() + high.get());
    }
}
