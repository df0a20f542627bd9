package corpus.extra.dyingprintmix;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * As extra.dyingprint, in a program that installs a handler on another thread: the worker has
 * no handler in effect, so the JDK prints its exception under {@code System.err}'s monitor,
 * which the main thread holds while it joins the worker.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the dying thread without a handler prints under System.err's monitor")
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
            worker.join();
        }
    }
}
