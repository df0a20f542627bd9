package corpus.extra.stampedviews;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.StampedLock;
import org.petrify.corpus.Expect;

/**
 * A point guarded by the {@code ReadWriteLock} view of a {@code StampedLock}, used as if it were
 * a {@code ReentrantReadWriteLock}: {@code move} holds the write view and calls {@code norm},
 * which asks for the read view of the same lock. A stamped lock is not reentrant: the views share
 * its state, and the read lock waits for the write lock its own thread holds.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "a real hang: the read view waits for the write view held by the same thread")
public class Main {
    static final ReadWriteLock LOCK = new StampedLock().asReadWriteLock();
    static int x;
    static int y;

    static int norm() {
        Lock r = LOCK.readLock();
        r.lock();
        try {
            return Math.abs(x) + Math.abs(y);
        } finally {
            r.unlock();
        }
    }

    static void move(int dx, int dy) {
        Lock w = LOCK.writeLock();
        w.lock();
        try {
            x += dx;
            y += dy;
            System.out.println(norm()); // bug: a read lock under the write lock
        } finally {
            w.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread mover = new Thread(() -> move(1, 2));
        mover.start();
        mover.join();
        System.out.println(norm());
    }
}
