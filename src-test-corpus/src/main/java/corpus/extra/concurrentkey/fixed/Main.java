package corpus.extra.concurrentkey.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.AbstractMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * The same registry, with both threads taking the locks in one order ({@code A} then
 * {@code B}); the latch only counts, nobody waits on it.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"library-callback"},
        acceptReason = "putIfAbsent runs only the key's inherited hashCode, which calls the"
            + " key's synchronized entrySet on a map no other thread sees; it returns an empty set",
        note = "one lock order after a ConcurrentHashMap call that runs a key's code")
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

    public static void main(String[] args) throws InterruptedException {
        NAMES.putIfAbsent(new Settings(), "defaults");
        CountDownLatch both = new CountDownLatch(2);
        Thread worker = new Thread(() -> {
            synchronized (A) {
                both.countDown();
                synchronized (B) {
                    System.out.println("worker");
                }
            }
        });
        worker.start();
        synchronized (A) {
            both.countDown();
            synchronized (B) {
                System.out.println("main");
            }
        }
        worker.join();
    }
}
