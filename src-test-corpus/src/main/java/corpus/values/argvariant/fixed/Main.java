package corpus.values.argvariant.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of values.argvariant with the periods 0 and -1: no evictor is started and only main
 * takes the locks. Verifies only because each call of {@code configure} (and from it of
 * {@code setPeriod}) runs an argument variant with the parameter pinned to its constant,
 * so {@code delay > 0L} ({@code lcmp}) is decided: the parameter has two values, no single
 * constant decides it, and as a choice the evictor could run.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: periods 0 and -1 start no evictor; exact with argument variants")
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
        pool.configure(-1L);
        pool.startEvictor();
        pool.returnObject();
    }
}
