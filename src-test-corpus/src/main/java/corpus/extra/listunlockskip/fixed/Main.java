package corpus.extra.listunlockskip.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.listunlockskip: the second loop unlocks every lock of the list, the first
 * one included, so each thread releases what it took.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Lock A = new ReentrantLock();
    static final Lock B = new ReentrantLock();

    static void lockAll(List<Lock> locks) {
        for (Lock l : locks) {
            l.lock();
        }
        boolean first = true;
        for (Lock l : locks) {
            if (first) {
                first = false;
            }
            l.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> lockAll(List.of(A, B)));
        Thread t2 = new Thread(() -> lockAll(List.of(A, B)));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
