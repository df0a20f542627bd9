package corpus.extra.atomicupdate;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicReference;
import org.petrify.corpus.Expect;

/**
 * A configuration snapshot updated with {@code AtomicReference.updateAndGet}, whose function
 * reads the registry under the registry's lock; the updater calls it holding the audit lock,
 * and the auditor holds the registry's lock and then takes the audit lock: a lock-order cycle
 * through the function the JDK applies in the caller.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "livelock without fairness: the model's loop of the call-backs the JDK runs may go"
            + " on for ever; a real hang: updateAndGet runs its function in the calling thread")
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
            pause();
            synchronized (AUDIT) {
                entries++;
            }
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
