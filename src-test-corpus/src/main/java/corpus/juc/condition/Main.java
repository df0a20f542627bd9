package corpus.juc.condition;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A lost signal: the starter may signal {@code started} before the waiter awaits it, and a
 * {@code Condition} does not remember signals, so the waiter then waits forever.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition started = lock.newCondition();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                started.await(); // bug: no state to check, a signal sent earlier is lost
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
