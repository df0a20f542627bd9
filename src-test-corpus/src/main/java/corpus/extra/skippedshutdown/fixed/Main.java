package corpus.extra.skippedshutdown.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Fixed twin of extra.skippedshutdown: the pool is shut down in a finally block, so the early
 * return on a mismatch shuts it down too and every run exits.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a pool shut down in a finally block, on every path")
public class Main {
    static int checksum(String block) {
        return block.hashCode();
    }

    static int result(Future<Integer> f) {
        try {
            return f.get();
        } catch (InterruptedException | ExecutionException e) {
            return -1;
        }
    }

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            String block = args.length > 0 ? args[0] : "petrify";
            Future<Integer> first = pool.submit(() -> checksum(block));
            Future<Integer> second = pool.submit(() -> checksum(block));
            if (result(first) != result(second)) {
                System.out.println("mismatch");
                return;
            }
            System.out.println("checksum " + result(first));
        } finally {
            pool.shutdown();
        }
    }
}
