package corpus.extra.lockmonitor.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.lockmonitor: the indexer writes {@code synchronized (CACHE)}, which takes the
 * lock object's monitor, not the {@code ReentrantLock} itself (a mistake a linter flags, but no
 * deadlock): no thread waits for the {@code Lock} while holding the index's monitor.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: a Lock's monitor is not the Lock")
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
                synchronized (CACHE) {
                    entries--;
                }
            }
        });
        cache.start();
        indexer.start();
        cache.join();
        indexer.join();
    }
}
