package corpus.values.argvariant;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A pool in the style of commons-pool's, configured twice: {@code configure} hands its
 * {@code long} period on to {@code setPeriod}, which asks for the evictor only for a positive
 * one ({@code delay > 0}); {@code startEvictor} then starts it. The evictor locks the pool,
 * then the factory; returning an object locks the factory, then the pool. The second period
 * is positive, so the evictor runs and the two lock orders can deadlock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real deadlock: one of the two periods is positive and starts the evictor")
public class Main {
    private final Object factory = new Object();
    private boolean evictorWanted;
    private int idle;

    void configure(long millis) {
        setPeriod(millis);
    }

    synchronized void setPeriod(long delay) {
        if (delay > 0L) {
            evictorWanted = true;
        }
    }

    synchronized void startEvictor() {
        if (evictorWanted) {
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
        pool.configure(0L);
        pool.configure(30_000L);
        pool.startEvictor();
        pool.returnObject();
    }
}
