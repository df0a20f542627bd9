package corpus.extra.checkhelper.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import org.petrify.corpus.Expect;

/**
 * Nobody shuts down: {@code check(!SHUT.get(), ...)} receives {@code true} (javac computes the
 * negation as 1 or 0 on two branches) and returns, {@code main} gives the permit back and the
 * worker ends. Before, the demand-driven translation replaced the argument variant of the
 * helper by the helper's stub, which may raise: a false deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the check passes, main releases the permit")

public class Main {
    static final AtomicBoolean SHUT = new AtomicBoolean();
    static final Semaphore PERMIT = new Semaphore(1);

    /** An assertion helper in the style of HttpCore's {@code Asserts.check}. */
    static void check(boolean ok, String message) {
        if (!ok) {
            throw new IllegalStateException(message);
        }
    }

    public static void main(String[] args) throws Exception {
        PERMIT.acquire();
        Thread t = new Thread(() -> PERMIT.acquireUninterruptibly());
        t.start();
        try {
            check(!SHUT.get(), "shut down");
            PERMIT.release();
        } catch (IllegalStateException e) {
            System.out.println("failed");
        }
        t.join();
    }
}
