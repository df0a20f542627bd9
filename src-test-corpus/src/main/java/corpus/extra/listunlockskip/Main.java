package corpus.extra.listunlockskip;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Each thread locks the locks of a {@code List.of} its caller made, then unlocks them in a
 * second loop over the same list that skips the first element: the first lock stays held,
 * and the other thread waits for it for ever.
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
        boolean first = true;
        for (Lock l : locks) {
            if (first) {
                first = false; // bug: the first lock is never unlocked
                continue;
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
