package corpus.extra.unheldfinally;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The worker unlocks in a {@code finally} a lock its {@code tryLock} may not have taken (main
 * holds it while the worker starts): {@code unlock} then throws IllegalMonitorStateException,
 * the worker dies before {@code countDown}, and main waits for the latch forever. The fixed
 * twin unlocks only what it locked.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "unlock of a lock not held throws IllegalMonitorStateException, which ends the worker")
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final CountDownLatch done = new CountDownLatch(1);
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            boolean locked = lock.tryLock();
            try {
                count++;
            } finally {
                lock.unlock(); // bug: also when tryLock failed
            }
            done.countDown();
        });
        lock.lock();
        try {
            worker.start();
            count++;
        } finally {
            lock.unlock();
        }
        done.await();
    }
}
