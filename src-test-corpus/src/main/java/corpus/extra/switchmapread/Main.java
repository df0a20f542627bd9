package corpus.extra.switchmapread;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import org.petrify.corpus.Expect;

/**
 * A worker looks up the cost of a mode in a table indexed by {@code ordinal()} inside a {@code
 * try} whose handler returns before the latch is counted down. The table has one slot fewer
 * than the enum has constants, so the last mode's lookup throws {@code
 * ArrayIndexOutOfBoundsException}, the worker returns, and {@code main} waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "a real hang: a table one slot short of the enum's constants; livelock"
            + " INCONCLUSIVE where it holds: the read's exception is reported as not"
            + " modelled (uncaught-exception) by the livelock check")
public class Main {
    static final CountDownLatch DONE = new CountDownLatch(1);
    static final int[] COST = new int[Mode.values().length - 1];

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                int cost = COST[Mode.IDLE.ordinal()];
            } catch (RuntimeException e) {
                return;
            }
            DONE.countDown();
        });
        worker.start();
        DONE.await();
        worker.join();
    }
}

/** The modes, in a class of their own, so that a {@code switch} on them reads a switch map. */
enum Mode { FAST, SLOW, IDLE }
