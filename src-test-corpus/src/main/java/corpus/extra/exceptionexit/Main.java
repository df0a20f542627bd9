package corpus.extra.exceptionexit;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import org.petrify.corpus.Expect;

/**
 * A reservation that may fail by an exception: when it succeeds, the worker nests b then a while
 * the auditor nests a then b. The call's normal return is possible (the slot may be free), so
 * the lock-order deadlock is real.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Object A = new Object();
    static final Object B = new Object();
    static final boolean[] taken = {false};
    static int count;

    static void reserve() {
        if (taken[0]) {
            throw new IllegalStateException("slot taken");
        }
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
