package corpus.extra.concurrentkey;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.AbstractMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A registry keyed by settings maps registers the defaults with {@code putIfAbsent}, then a
 * worker and {@code main} take two locks in opposite orders, each waiting on a latch until both
 * hold their first. {@code putIfAbsent} hashes the key with {@code AbstractMap.hashCode}, which
 * calls the key's own {@code entrySet}: application code the JDK runs and the model does not.
 * A concurrent container runs it in the caller, within the call, so the call forks no thread of
 * unknown code and the lock-order deadlock after it is reported.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback"},
        acceptReason = "putIfAbsent runs only the key's inherited hashCode, which calls the"
            + " key's synchronized entrySet on a map no other thread sees; it returns an empty set",
        note = "a lock-order cycle after a ConcurrentHashMap call that runs a key's code")
public class Main {
    static final ConcurrentHashMap<Object, String> NAMES = new ConcurrentHashMap<>();
    static final Object A = new Object();
    static final Object B = new Object();

    /** Settings whose entries are computed under its own monitor. */
    static final class Settings extends AbstractMap<String, String> {
        @Override
        public synchronized Set<Map.Entry<String, String>> entrySet() {
            return Set.of();
        }
    }

    static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        NAMES.putIfAbsent(new Settings(), "defaults");
        CountDownLatch both = new CountDownLatch(2);
        Thread worker = new Thread(() -> {
            synchronized (A) {
                both.countDown();
                await(both);
                synchronized (B) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (B) {
            both.countDown();
            await(both);
            synchronized (A) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
