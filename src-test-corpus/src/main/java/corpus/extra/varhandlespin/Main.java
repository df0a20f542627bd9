package corpus.extra.varhandlespin;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.petrify.corpus.Expect;

/**
 * A test-and-set spin lock on a volatile int through a VarHandle's compareAndSet, whose holder
 * returns early without clearing it once the counter reached its limit: the worker then spins
 * forever and main waits for it in join, however fairly the threads are scheduled.
 */
@Expect(deadlock = HOLDS, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = VIOLATED, livelockFair = VIOLATED,
        note = "a real livelock: the spin lock is left set; exact with the handle's field tracked")
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
        if (count >= limit) {
            return;
        }
        count++;
        held = 0;
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
