package corpus.extra.lockall;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

import org.petrify.corpus.Expect;

/**
 * Lock every lock of a list in one loop, unlock them all in a second loop over the same list
 * (a common idiom): the lists are {@code static final List.of(..)} fields, iterated in another
 * method than the one that builds them, and the two threads use lists that name the same two
 * locks in opposite orders, a lock-order cycle.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "lock-all loop and unlock-all loop over static List.of fields in opposite orders")
public class Main {
    static final Lock A = new ReentrantLock();
    static final Lock B = new ReentrantLock();
    static final List<Lock> FORWARD = List.of(A, B);
    static final List<Lock> BACKWARD = List.of(B, A);
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> update(FORWARD));
        Thread t2 = new Thread(() -> update(BACKWARD));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }

    static void update(List<Lock> locks) {
        if (locks == FORWARD) {
            for (Lock l : FORWARD) {
                l.lock();
            }
            total++;
            for (Lock l : FORWARD) {
                l.unlock();
            }
        } else {
            for (Lock l : BACKWARD) {
                l.lock();
            }
            total++;
            for (Lock l : BACKWARD) {
                l.unlock();
            }
        }
    }
}
