package corpus.values.longevictor;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A pool in the style of commons-pool's: a {@code long} eviction period decides whether
 * {@code startEvictor} starts the evictor thread ({@code delay > 0}). The evictor locks the
 * pool, then the factory; returning an object locks the factory, then the pool. Configured
 * with a positive period the evictor runs and the two lock orders can deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: the evictor is started (long period > 0) and inverts the locks")
public class Main {
    private final Object factory = new Object();
    private long timeBetweenEvictionRunsMillis = -1L;
    private int idle;

    synchronized void setTimeBetweenEvictionRunsMillis(long millis) {
        timeBetweenEvictionRunsMillis = millis;
        startEvictor(millis);
    }

    synchronized void startEvictor(long delay) {
        if (delay > 0L) {
            new Thread(this::evict).start();
        }
    }

    void evict() {
        synchronized (this) {
            synchronized (factory) {
                idle = 0;
            }
        }
    }

    void returnObject() {
        synchronized (factory) {
            synchronized (this) {
                idle++;
            }
        }
    }

    public static void main(String[] args) {
        Main pool = new Main();
        pool.setTimeBetweenEvictionRunsMillis(30_000L);
        pool.returnObject();
    }
}
