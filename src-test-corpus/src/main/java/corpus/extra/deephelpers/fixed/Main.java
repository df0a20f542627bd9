package corpus.extra.deephelpers.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The helpers of the bug twin, shared subnets called at different depths of {@code a}; both
 * threads take {@code a} before {@code b}. The depth of {@code a} after a helper returns must be
 * its caller's own depth changed by the helper, not every depth of every caller: merged, the
 * depths grow around {@code first}'s loop to the reentrancy bound (a spurious UNSOUND
 * {@code reentrancy-bound}, INCONCLUSIVE).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "same helpers, a before b in both threads")
public class Main {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();

    static void take(ReentrantLock l) { l.lock(); }
    static void drop(ReentrantLock l) { l.unlock(); }

    static void d4(ReentrantLock l, boolean take) {
        if (take) {
            take(l);
        } else {
            drop(l);
        }
    }

    static void d3(ReentrantLock l, boolean take) { d4(l, take); }
    static void d2(ReentrantLock l, boolean take) { d3(l, take); }
    static void d1(ReentrantLock l, boolean take) { d2(l, take); }

    static void first() {
        for (int i = 0; i < 2; i++) {
            d1(a, true);
            d1(a, true);
            d1(b, true);
            d1(b, false);
            d1(a, false);
            d1(a, false);
        }
    }

    static void second() {
        d1(a, true);
        d1(b, true);
        d1(b, false);
        d1(a, false);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(Main::first);
        Thread t2 = new Thread(Main::second);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
