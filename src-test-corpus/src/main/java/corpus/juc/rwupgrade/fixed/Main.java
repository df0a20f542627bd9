package corpus.juc.rwupgrade.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.rwupgrade: the read lock is released before the write lock is taken, and the
 * writer downgrades (takes the read lock while holding the write lock), which is allowed.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: release, then write; downgrade")
public class Main {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, String> cache = new HashMap<>();

    static String get(String key) {
        rw.readLock().lock();
        String v;
        try {
            v = cache.get(key);
        } finally {
            rw.readLock().unlock();
        }
        if (v != null) {
            return v;
        }
        rw.writeLock().lock();
        try {
            v = key.toUpperCase();
            cache.put(key, v);
            rw.readLock().lock(); // downgrade: allowed while holding the write lock
        } finally {
            rw.writeLock().unlock();
        }
        try {
            return cache.get(key);
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> get("a"));
        Thread other = new Thread(() -> get("b"));
        reader.start();
        other.start();
        reader.join();
        other.join();
    }
}
