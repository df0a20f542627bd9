package corpus.extra.skippedshutdown;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * A checksum computed on a fixed pool; the pool is shut down only after a valid checksum. A
 * mismatch returns early and skips the shutdown: the two idle workers (not daemons) wait for
 * tasks forever and the JVM never exits after main returns. No deadlock (jstack shows the
 * workers parked, waiting for work).
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS, keepsJvmAlive = true,
        note = "a pool shut down on one path only: a run that skips the shutdown never exits")
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
        String block = args.length > 0 ? args[0] : "petrify";
        Future<Integer> first = pool.submit(() -> checksum(block));
        Future<Integer> second = pool.submit(() -> checksum(block));
        if (result(first) != result(second)) {
            System.out.println("mismatch");
            return;
        }
        System.out.println("checksum " + result(first));
        pool.shutdown();
    }
}
