package corpus.extra.copylockloops;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Each thread locks the elements of a {@code List.copyOf} of the {@code List.of} its caller
 * made, then unlocks them in a second loop over the same copy that skips the first element:
 * the first lock stays held, and the other thread waits for it for ever. The copy keeps the
 * source's size and positions, so both loops make exactly two trips on the same elements and
 * the skip is the only way the model ends a thread holding a lock.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"uncaught-exception"},
        acceptReason = "List.copyOf throws only for a null element (A and B are set by the class"
            + " initialiser), and before any lock is taken")
public class Main {
    static final Lock A = new ReentrantLock();
    static final Lock B = new ReentrantLock();

    static void lockAll(Collection<Lock> given) {
        List<Lock> locks = List.copyOf(given);
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
