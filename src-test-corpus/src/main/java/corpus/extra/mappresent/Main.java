package corpus.extra.mappresent;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * A worker loads a connection with {@code computeIfAbsent}, and its loader takes the pool's
 * lock; {@code main} holds that lock while it asks the cache for the same key. {@code
 * computeIfAbsent} holds the lock of the key's bin while the loader runs, so {@code main}'s
 * call waits for the bin and the loader for the pool: a cycle through the map's bin lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: main waits for the bin the loader holds, the loader for the pool")
public class Main {
    static final Object POOL = new Object();
    static final ConcurrentHashMap<String, String> CACHE = new ConcurrentHashMap<>();

    static String open(String key) {
        synchronized (POOL) {
            return key + ":open";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> System.out.println(
            CACHE.computeIfAbsent("db", Main::open)));
        worker.start();
        synchronized (POOL) {
            System.out.println(CACHE.computeIfAbsent("db", k -> k + ":direct"));
        }
        worker.join();
    }
}
