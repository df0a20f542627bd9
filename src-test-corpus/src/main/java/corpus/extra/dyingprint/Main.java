package corpus.extra.dyingprint;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The main thread holds {@code System.err}'s monitor while it waits for a worker, and the worker
 * dies of an uncaught exception: with no handler installed, the JDK prints the exception in the
 * dying thread under {@code System.err}'s monitor before the thread ends, so the join never
 * returns.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the dying thread prints its exception under System.err's monitor")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("worker failed");
        });
        synchronized (System.err) {
            System.err.println("starting the worker");
            worker.start();
            worker.join();
        }
    }
}
