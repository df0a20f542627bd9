package corpus.juc.stampedlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.StampedLock;
import org.petrify.corpus.Expect;

/**
 * {@code StampedLock} is not reentrant: {@code move} holds the write lock and calls
 * {@code distance}, which asks for a read lock and waits for the write lock its own thread holds.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final StampedLock lock = new StampedLock();
    static double x;
    static double y;

    static double distance() {
        long stamp = lock.readLock();
        try {
            return Math.sqrt(x * x + y * y);
        } finally {
            lock.unlockRead(stamp);
        }
    }

    static void move(double dx, double dy) {
        long stamp = lock.writeLock();
        try {
            x += dx;
            y += dy;
            System.out.println(distance()); // bug: read lock under the write lock
        } finally {
            lock.unlockWrite(stamp);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread mover = new Thread(() -> move(1, 2));
        mover.start();
        mover.join();
    }
}
