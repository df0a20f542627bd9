package corpus.extra.lockall.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.lockall: both threads lock the locks of one {@code static final List.of}
 * field in its order and unlock them in a second loop over it. The field is written once, in
 * the class initialiser, with a list of two elements, so both loops run exactly two trips,
 * each on the element at its position: no cycle, and no lock left held.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: one static List.of, locked in one loop, unlocked in another")
public class Main {
    static final Lock A = new ReentrantLock();
    static final Lock B = new ReentrantLock();
    static final List<Lock> LOCKS = List.of(A, B);
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(Main::update);
        Thread t2 = new Thread(Main::update);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }

    static void update() {
        for (Lock l : LOCKS) {
            l.lock();
        }
        total++;
        for (Lock l : LOCKS) {
            l.unlock();
        }
    }
}
