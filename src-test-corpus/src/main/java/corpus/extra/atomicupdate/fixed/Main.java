package corpus.extra.atomicupdate.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.atomicupdate: the auditor leaves the registry's lock before it takes the audit
 * lock, so no thread holds the registry's lock while waiting for the audit lock.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin; termination and livelock without fairness: the model's loop of"
            + " the call-backs the JDK runs (a bounded loop in Java) may go on for ever")
public class Main {
    static final Object REGISTRY = new Object();
    static final Object AUDIT = new Object();
    static final AtomicReference<String> CONFIG = new AtomicReference<>("v0");
    static int entries;

    public static void main(String[] args) throws InterruptedException {
        Thread updater = new Thread(() -> {
            synchronized (AUDIT) {
                pause();
                CONFIG.updateAndGet(old -> {
                    synchronized (REGISTRY) {
                        return old + entries;
                    }
                });
            }
        });
        updater.start();
        synchronized (REGISTRY) {
            entries++;
        }
        synchronized (AUDIT) {
            entries++;
        }
        updater.join();
    }

    static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
