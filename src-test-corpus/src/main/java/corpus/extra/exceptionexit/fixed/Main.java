package corpus.extra.exceptionexit.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.exceptionexit: the reservation always fails (the pool is closed), so the
 * worker never reaches the b-then-a nesting after it. A model in which a callee that threw
 * may go on in the caller as after a normal return reports a deadlock that cannot happen.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: the call always ends by its exception")
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static int count;

    static void reserve() {
        throw new IllegalStateException("pool closed");
    }

    static void worker() {
        try {
            reserve();
            synchronized (B) {
                synchronized (A) {
                    count++;
                }
            }
        } catch (IllegalStateException e) {
            count--;
        }
    }

    static void auditor() {
        synchronized (A) {
            synchronized (B) {
                count++;
            }
        }
    }

    public static void main(String[] args) {
        new Thread(Main::worker).start();
        new Thread(Main::auditor).start();
    }
}
