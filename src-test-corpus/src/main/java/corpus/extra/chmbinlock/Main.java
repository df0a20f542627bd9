package corpus.extra.chmbinlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/**
 * A cache loads a missing entry with {@code computeIfAbsent}, whose loader takes the registry's
 * lock; the thread that registers a service holds the registry's lock while it puts the entry
 * in the cache. {@code computeIfAbsent} holds the lock of the key's bin while the loader runs,
 * and {@code put} of the same key waits for that lock: a cycle through the map's bin lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: put waits for the bin the loader holds, the loader for the registry")
public class Main {
    static final Object REGISTRY = new Object();
    static final ConcurrentHashMap<String, String> CACHE = new ConcurrentHashMap<>();

    static String load(String key) {
        synchronized (REGISTRY) {
            return key + ":loaded";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> System.out.println(
            CACHE.computeIfAbsent("db", Main::load)));
        reader.start();
        synchronized (REGISTRY) {
            CACHE.put("db", "db:registered");
        }
        reader.join();
    }
}
