package corpus.extra.checkhelper;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import org.petrify.corpus.Expect;

/**
 * {@code main} shuts down before it checks: {@code check(!SHUT.get(), ...)} throws, the
 * handler skips the release, and the worker waits for the permit for ever while {@code main}
 * joins it.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "the check fails and main skips the release")

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
        SHUT.set(true);
        try {
            check(!SHUT.get(), "shut down");
            PERMIT.release();
        } catch (IllegalStateException e) {
            System.out.println("failed");
        }
        t.join();
    }
}
