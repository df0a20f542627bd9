package corpus.extra.uncaughtlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * The worker dies by an exception; its uncaught-exception handler, run by the dying thread,
 * takes B then A while main holds A and waits for B: a lock-order cycle through the handler.
 * (Reported HOLDS before: the handler was not run.)
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("boom");
        });
        worker.setUncaughtExceptionHandler((t, e) -> {
            synchronized (B) {
                synchronized (A) {
                    System.out.println("handled " + e);
                }
            }
        });
        synchronized (A) {
            worker.start();
            synchronized (B) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
