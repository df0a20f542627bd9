package corpus.extra.lockallarray.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

import org.petrify.corpus.Expect;

/**
 * Twin of extra.lockallarray: both threads lock the array's locks in index order with a
 * for-each and unlock them in a second for-each. The array field is written once, in the class
 * initialiser, with a length the loops can count, so the fill loop makes two distinct locks
 * and each loop runs exactly two trips.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "corrected twin: static lock array locked in index order by both threads")
public class Main {
    static final Lock[] LOCKS = new Lock[2];
    static int total;

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < LOCKS.length; i++) {
            LOCKS[i] = new ReentrantLock();
        }
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
