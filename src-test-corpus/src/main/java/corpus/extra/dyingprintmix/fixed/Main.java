package corpus.extra.dyingprintmix.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/** Twin of extra.dyingprintmix: the main thread joins the worker after releasing System.err. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread quiet = new Thread(() -> {
            throw new IllegalStateException("handled");
        });
        quiet.setUncaughtExceptionHandler((t, e) -> { });
        quiet.start();
        quiet.join();
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("worker failed");
        });
        synchronized (System.err) {
            worker.start();
        }
        worker.join();
    }
}
