package corpus.extra.joinmany;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * Twenty-four workers started in one loop and joined in another, but main joins them while it
 * holds the lock every worker needs: the first worker that has not finished blocks on the lock
 * and main waits for it forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "joins 24 workers while holding the lock they need",
        acceptUnsound = {"summary-thread"},
        acceptReason = "the 24 workers are identical and each takes the lock once: sharing one"
        + " thread id loses nothing, and the counted loops start and join exactly 24 of them")
public class Main {
    static final Object LOCK = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[24];
        synchronized (LOCK) {
            for (int i = 0; i < 24; i++) {
                workers[i] = new Thread(Main::work);
                workers[i].start();
            }
            for (int i = 0; i < 24; i++) {
                workers[i].join();
            }
        }
    }

    static void work() {
        synchronized (LOCK) {
            total++;
        }
    }
}
