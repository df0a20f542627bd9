package corpus.extra.copylockloops.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of extra.copylockloops, whose unlock loop skips the first lock: the lock loop and the unlock loop run over a {@code
 * List.copyOf} of the caller's {@code List.of(A, B)}, made in the callee. The copy keeps the
 * source's size and positions for ever (CopiedSizes), so both loops make two trips and the
 * unlock loop releases, in order, the locks the lock loop took.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
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
