package corpus.extra.tracelock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * An error reporter holds {@code System.err}'s monitor to keep a report together and reads the
 * job table under the table's lock; the job thread, holding the table's lock, prints a failure
 * with {@code printStackTrace()}, which prints under {@code System.err}'s monitor: a lock-order
 * cycle through the JDK's stream lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: printStackTrace locks System.err, held by the other thread")
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
            new IllegalStateException("job failed").printStackTrace();
        }
        reporter.join();
    }
}
