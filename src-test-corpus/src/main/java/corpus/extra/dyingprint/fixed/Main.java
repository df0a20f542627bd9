package corpus.extra.dyingprint.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.dyingprint: the main thread joins the worker after releasing
 * {@code System.err}'s monitor.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("worker failed");
        });
        synchronized (System.err) {
            System.err.println("starting the worker");
            worker.start();
        }
        worker.join();
    }
}
