package corpus.extra.joinmany.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.joinmany: main releases the lock before it joins. Both loops have 24 trips, more
 * than are unrolled, so each is counted exactly (a trip counter at its test): the join loop
 * joins exactly the 24 workers the start loop started, and no join waits for a worker that was
 * never started.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: joins after releasing the lock; 24 trips counted, not unrolled",
        acceptUnsound = {"summary-thread"},
        acceptReason = "the 24 workers are identical and each takes the lock once: sharing one"
        + " thread id loses nothing, and the counted start and join loops start and join"
        + " exactly 24 of them")
public class Main {
    static final Object LOCK = new Object();
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[24];
        for (int i = 0; i < 24; i++) {
            workers[i] = new Thread(Main::work);
            workers[i].start();
        }
        for (int i = 0; i < 24; i++) {
            workers[i].join();
        }
    }

    static void work() {
        synchronized (LOCK) {
            total++;
        }
    }
}
