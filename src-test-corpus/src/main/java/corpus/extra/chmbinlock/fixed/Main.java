package corpus.extra.chmbinlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.ConcurrentHashMap;
import org.petrify.corpus.Expect;

/** Twin of extra.chmbinlock: the registering thread puts the entry after it releases the lock. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin")
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
            System.out.println("registering db");
        }
        CACHE.put("db", "db:registered");
        reader.join();
    }
}
