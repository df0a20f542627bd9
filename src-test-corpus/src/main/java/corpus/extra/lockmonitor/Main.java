package corpus.extra.lockmonitor;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The cache thread holds the cache's {@code ReentrantLock} and then the index's monitor; the
 * indexer holds the index's monitor and then locks the cache's {@code ReentrantLock}: a
 * lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the Lock and the monitor are taken in opposite orders")
public class Main {
    static final ReentrantLock CACHE = new ReentrantLock();
    static final Object INDEX = new Object();
    static int entries;

    public static void main(String[] args) throws InterruptedException {
        Thread cache = new Thread(() -> {
            CACHE.lock();
            try {
                synchronized (INDEX) {
                    entries++;
                }
            } finally {
                CACHE.unlock();
            }
        });
        Thread indexer = new Thread(() -> {
            synchronized (INDEX) {
                CACHE.lock();
                try {
                    entries--;
                } finally {
                    CACHE.unlock();
                }
            }
        });
        cache.start();
        indexer.start();
        cache.join();
        indexer.join();
    }
}
