package corpus.extra.idlepool.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.idlepool: the pool is shut down once the squares are in, its workers end and
 * the JVM exits.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static int square(int n) {
        return n * n;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> low = pool.submit(() -> square(6));
        Future<Integer> high = pool.submit(() -> square(7));
        System.out.println(low.get() + high.get());
        pool.shutdown();
    }
}
