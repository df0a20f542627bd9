package corpus.values.atomicspin.fixed;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.atomic.AtomicBoolean;

import org.petrify.corpus.Expect;

/**
 * Twin of values.atomicspin: the spin lock is cleared in a finally block. Two threads take it
 * twice each; under fairness the holder always gets to clear it, so every fair run ends;
 * without fairness a spinning thread may starve the holder.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = HOLDS,
        livelock = VIOLATED, livelockFair = HOLDS,
        note = "corrected twin: cleared in finally; terminates under fairness (compareAndSet"
            + " tracked on the atomic's value, not a free choice)")
public class Main {
    static final AtomicBoolean held = new AtomicBoolean();
    static int count;

    static void increment() {
        while (!held.compareAndSet(false, true)) {
            Thread.onSpinWait();
        }
        try {
            count++;
        } finally {
            held.set(false);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            increment();
            increment();
        });
        worker.start();
        increment();
        increment();
        worker.join();
    }
}
