package corpus.extra.listlockorder;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Two threads lock every lock of a list in one loop and unlock them in a second loop over the
 * same list; the lists are made by the callers with {@code List.of}, in opposite orders, so
 * each thread may hold its first lock and wait for the other's.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final Lock A = new ReentrantLock();
    static final Lock B = new ReentrantLock();

    static void lockAll(List<Lock> locks) {
        for (Lock l : locks) {
            l.lock();
        }
        for (Lock l : locks) {
            l.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> lockAll(List.of(A, B)));
        Thread t2 = new Thread(() -> lockAll(List.of(B, A))); // bug: the other order
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
