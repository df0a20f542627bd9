package corpus.extra.interrupt;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Cancellation that forgets to report: main holds the lock, starts the worker and interrupts
 * it. The worker's lockInterruptibly throws InterruptedException (its flag is set before or
 * while it waits), and its handler returns without counting the latch down, so main waits in
 * await() forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final CountDownLatch done = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                lock.lockInterruptibly();
                try {
                    done.countDown();
                } finally {
                    lock.unlock();
                }
            } catch (InterruptedException e) {
                System.out.println("cancelled");
            }
        });
        lock.lock();
        worker.start();
        worker.interrupt();
        lock.unlock();
        done.await();
    }
}
