package corpus.extra.tracelock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.tracelock: the job thread prints the stack trace after leaving the table's
 * lock, so {@code System.err}'s monitor is only ever taken before the table's.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
public class Main {
    static final Object TABLE = new Object();
    static int failed;

    public static void main(String[] args) throws InterruptedException {
        Thread reporter = new Thread(() -> {
            synchronized (System.err) {
                System.err.print("failures: ");
                synchronized (TABLE) {
                    System.err.println(failed);
                }
            }
        });
        reporter.start();
        synchronized (TABLE) {
            failed++;
        }
        new IllegalStateException("job failed").printStackTrace();
        reporter.join();
    }
}
