package corpus.extra.factorypool;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import org.petrify.corpus.Expect;

/**
 * A fixed pool built with the program's own thread factory, which names its workers and
 * means to make them daemons, but a helper it calls after {@code setDaemon(true)} turns that
 * off again. The pool is never shut down: its two workers are non-daemon threads that wait for
 * more tasks forever, so the JVM never exits after main returns. Before, a pool with a
 * caller's factory was left out of the idle-pool model and termination was a wrong HOLDS.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = "pool-kept-alive",
        acceptReason = "no daemon thread: once the tasks and main end nothing moves, so the idle"
            + " workers (which livelock does not model) cannot hide a livelock",
        note = "a pool whose factory's threads end up non-daemon, never shut down")
public class Main {
    static void configure(Thread t) {
        t.setDaemon(false); // "workers must finish their tasks"
    }

    static final ThreadFactory WORKERS = r -> {
        Thread t = new Thread(r, "worker");
        t.setDaemon(true);
        configure(t);
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
