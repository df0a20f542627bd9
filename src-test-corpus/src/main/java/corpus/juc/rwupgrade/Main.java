package corpus.juc.rwupgrade;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.petrify.corpus.Expect;

/**
 * A read lock "upgraded" to a write lock: {@code ReentrantReadWriteLock} never grants the
 * write lock while any read hold exists, the caller's own included, so the cache refresh
 * blocks forever on a single thread.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, String> cache = new HashMap<>();

    static String get(String key) {
        rw.readLock().lock();
        try {
            String v = cache.get(key);
            if (v == null) {
                rw.writeLock().lock(); // bug: still holds the read lock
                try {
                    v = key.toUpperCase();
                    cache.put(key, v);
                } finally {
                    rw.writeLock().unlock();
                }
            }
            return v;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> get("a"));
        reader.start();
        reader.join();
    }
}
