package corpus.extra.lockallarray;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

import org.petrify.corpus.Expect;

/**
 * Two {@code static final} arrays of the same two locks, in opposite orders; each thread locks
 * the locks of its array with a for-each and unlocks them with a second for-each over it: a
 * lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "lock-all loops over static lock arrays naming two locks in opposite orders")
public class Main {
    static final Lock A = new ReentrantLock();
    static final Lock B = new ReentrantLock();
    static final Lock[] FORWARD = {A, B};
    static final Lock[] BACKWARD = {B, A};
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread up = new Thread(Main::forward);
        Thread down = new Thread(Main::backward);
        up.start();
        down.start();
        up.join();
        down.join();
    }

    static void forward() {
        for (Lock l : FORWARD) {
            l.lock();
        }
        total++;
        for (Lock l : FORWARD) {
            l.unlock();
        }
    }

    static void backward() {
        for (Lock l : BACKWARD) {
            l.lock();
        }
        total++;
        for (Lock l : BACKWARD) {
            l.unlock();
        }
    }
}
