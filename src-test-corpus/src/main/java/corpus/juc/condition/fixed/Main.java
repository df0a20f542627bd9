package corpus.juc.condition.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Twin of juc.condition: the waiter waits with a timeout, so a signal sent before it waits is
 * no longer fatal (it re-checks after the timeout; the loop bound keeps it finite).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: timed await")
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition started = lock.newCondition();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                started.await(100, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                lock.unlock();
            }
        });
        Thread starter = new Thread(() -> {
            lock.lock();
            try {
                started.signal();
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        starter.start();
        waiter.join();
        starter.join();
    }
}
