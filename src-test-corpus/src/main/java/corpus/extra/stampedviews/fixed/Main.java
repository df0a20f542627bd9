package corpus.extra.stampedviews.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.StampedLock;
import org.petrify.corpus.Expect;

/**
 * The point of {@code corpus.extra.stampedviews} with {@code move} reading the norm through an
 * unlocked helper while it holds the write view, and {@code norm} taking the read view only
 * from outside.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReadWriteLock LOCK = new StampedLock().asReadWriteLock();
    static int x;
    static int y;

    static int normUnlocked() {
        return Math.abs(x) + Math.abs(y);
    }

    static int norm() {
        Lock r = LOCK.readLock();
        r.lock();
        try {
            return normUnlocked();
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
            System.out.println(normUnlocked());
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
