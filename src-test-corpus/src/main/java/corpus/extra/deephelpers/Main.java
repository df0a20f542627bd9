package corpus.extra.deephelpers;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Lock and unlock helpers deep enough in the call chain to be shared subnets, called from
 * several sites at different depths of the same lock: {@code first} takes {@code a} twice
 * (reentrantly), then {@code b}; {@code second} takes {@code b}, then {@code a}: a lock-order
 * inversion.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a, a, b through deep helpers against b then a")
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
        d1(b, true);
        d1(a, true);
        d1(a, false);
        d1(b, false);
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
