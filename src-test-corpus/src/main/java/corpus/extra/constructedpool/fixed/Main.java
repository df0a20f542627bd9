package corpus.extra.constructedpool.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.INCONCLUSIVE;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.petrify.corpus.Expect;

/**
 * A report rendered on a pool made with {@code new ThreadPoolExecutor}; the pool is shut down
 * in {@code finally}, so every run ends it. Termination stays INCONCLUSIVE: the number of
 * workers of a constructed pool is not modelled (UNSOUND caveat pool-size).
 */
@Expect(deadlock = INCONCLUSIVE, termination = INCONCLUSIVE, terminationFair = INCONCLUSIVE,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "a constructed pool shut down in finally; its worker count is not modelled")
public class Main {
    public static void main(String[] args) {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>());
        String title = args.length > 0 ? args[0] : "";
        try {
            pool.execute(() -> System.out.println("rendering"));
            if (title.isEmpty()) {
                System.out.println("no title");
                return;
            }
            System.out.println(title);
        } finally {
            pool.shutdown();
        }
    }
}
