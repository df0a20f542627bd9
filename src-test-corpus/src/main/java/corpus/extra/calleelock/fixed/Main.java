package corpus.extra.calleelock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.calleelock: average() releases the lock in a finally block, so the
 * ArithmeticException reaches the worker's handler with the lock free.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static int sum = 10;
    static int count;

    static int average() {
        lock.lock();
        try {
            return sum / count;
        } finally {
            lock.unlock();
        }
    }

    static int total() {
        return average() * count;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                total();
            } catch (ArithmeticException e) {
                System.out.println("no samples");
            }
        });
        worker.start();
        worker.join();
        lock.lock();
        lock.unlock();
    }
}
