package corpus.extra.interrupt.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.interrupt: the worker counts the latch down in a finally block, whether it
 * got the lock or was interrupted while waiting for it, so main's await() returns.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final CountDownLatch done = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                lock.lockInterruptibly();
                lock.unlock();
            } catch (InterruptedException e) {
                System.out.println("cancelled");
            } finally {
                done.countDown();
            }
        });
        lock.lock();
        worker.start();
        worker.interrupt();
        lock.unlock();
        done.await();
    }
}
