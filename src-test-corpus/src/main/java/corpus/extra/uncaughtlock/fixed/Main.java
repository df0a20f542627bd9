package corpus.extra.uncaughtlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/** The twin of extra.uncaughtlock: the handler takes A then B, main's order. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("boom");
        });
        worker.setUncaughtExceptionHandler((t, e) -> {
            synchronized (A) {
                synchronized (B) {
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
