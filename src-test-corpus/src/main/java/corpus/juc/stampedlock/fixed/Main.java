package corpus.juc.stampedlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.StampedLock;
import org.petrify.corpus.Expect;

/** Twin of juc.stampedlock: the distance is read after the write lock is released. */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: read after unlockWrite")
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
        } finally {
            lock.unlockWrite(stamp);
        }
        System.out.println(distance());
    }

    public static void main(String[] args) throws InterruptedException {
        Thread mover = new Thread(() -> move(1, 2));
        Thread reader = new Thread(Main::distance);
        mover.start();
        reader.start();
        mover.join();
        reader.join();
    }
}
