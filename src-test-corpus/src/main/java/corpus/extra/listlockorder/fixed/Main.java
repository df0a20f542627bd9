package corpus.extra.listlockorder.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.listlockorder: both threads give the same order. The loops over the
 * parameter are unrolled through the environment (the list's size, 2, is fixed by {@code
 * List.of} at every call), and each trip takes the list's element at its position, so the
 * unlock loop releases exactly the locks the lock loop took.
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
        for (Lock l : locks) {
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
