package corpus.extra.varhandlespin.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.petrify.corpus.Expect;

/**
 * The twin of extra.varhandlespin: the lock is cleared in finally. (Before: the field of the
 * handle was not tracked and the compare-and-set was a free choice, so the worker could spin
 * for ever: termination VIOLATED.)
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: cleared in finally; the worker finds the lock free and never"
            + " spins (compareAndSet tracked on the handle's field, not a free choice)")
public class Main {
    volatile int held;
    int count;
    static final VarHandle HELD;

    static {
        try {
            HELD = MethodHandles.lookup().findVarHandle(Main.class, "held", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    void incrementBelow(int limit) {
        while (!HELD.compareAndSet(this, 0, 1)) {
            Thread.onSpinWait();
        }
        try {
            if (count >= limit) {
                return;
            }
            count++;
        } finally {
            held = 0;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        m.incrementBelow(1);
        m.incrementBelow(1);
        Thread worker = new Thread(() -> m.incrementBelow(10));
        worker.start();
        worker.join();
    }
}
