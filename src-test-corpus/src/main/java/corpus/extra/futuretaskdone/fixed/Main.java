package corpus.extra.futuretaskdone.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.FutureTask;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.futuretaskdone: {@code main} takes the cache before the statistics, in the
 * hook's order.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object CACHE = new Object();
    static final Object STATS = new Object();

    public static void main(String[] args) throws InterruptedException {
        FutureTask<String> download = new FutureTask<>(() -> "page") {
            @Override
            protected void done() {
                synchronized (CACHE) {
                    synchronized (STATS) {
                        System.out.println("cached");
                    }
                }
            }
        };
        Thread worker = new Thread(download);
        worker.start();
        synchronized (CACHE) {
            synchronized (STATS) {
                System.out.println("stats");
            }
        }
        worker.join();
    }
}
