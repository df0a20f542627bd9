package corpus.extra.idlepool;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.petrify.corpus.Expect;

/**
 * Two squares computed on a fixed pool; the pool is never shut down. Its two workers are not
 * daemons and wait for more tasks forever, so the JVM never exits after main returns: no
 * deadlock (jstack shows the workers parked, waiting for work), but no termination either.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = "pool-kept-alive",
        acceptReason = "no daemon thread: once the tasks and main end nothing moves, so the idle"
            + " workers (which livelock does not model) cannot hide a livelock",
        note = "a pool that is never shut down: its idle workers keep the JVM alive")
public class Main {
    static int square(int n) {
        return n * n;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<Integer> low = pool.submit(() -> square(6));
        Future<Integer> high = pool.submit(() -> square(7));
        System.out.println(low.get() + high.get());
    }
}
