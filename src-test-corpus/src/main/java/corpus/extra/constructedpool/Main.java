package corpus.extra.constructedpool;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * A report rendered on a pool made with {@code new ThreadPoolExecutor} (two core workers, the
 * default thread factory). An empty title returns early and skips the shutdown: the idle core
 * worker (not a daemon) waits for tasks forever and the JVM never exits after main returns.
 * Deadlock and livelock stay INCONCLUSIVE: the number of workers of a constructed pool is not
 * modelled (UNSOUND caveat pool-size).
 */
@Expect(deadlock = INCONCLUSIVE, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE, keepsJvmAlive = true,
        note = "a constructed pool shut down on one path only: a run that skips it never exits;"
            + " its worker count is not modelled")
public class Main {
    public static void main(String[] args) {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>());
        String title = args.length > 0 ? args[0] : "";
        pool.execute(() -> System.out.println("rendering"));
        if (title.isEmpty()) {
            System.out.println("no title");
            return;
        }
        System.out.println(title);
        pool.shutdown();
    }
}
