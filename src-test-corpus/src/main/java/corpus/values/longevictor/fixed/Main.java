package corpus.values.longevictor.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.longevictor, as commons-dbcp calls it: {@code startEvictor(-1)}, so the
 * evictor thread is never started and only main takes the locks. Verifies only because the
 * {@code long} period is tracked and {@code delay > 0L} ({@code lcmp}) is evaluated: as a
 * nondeterministic choice the evictor could run.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: a period of -1 starts no evictor; exact with the tracked long")
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
        pool.setTimeBetweenEvictionRunsMillis(-1L);
        pool.returnObject();
    }
}
