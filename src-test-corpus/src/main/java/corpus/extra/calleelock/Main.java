package corpus.extra.calleelock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The worker calls total(), which calls average(); average() takes the lock, divides by a count
 * that is zero, and releases the lock only on the normal path. The ArithmeticException crosses
 * both application frames to the worker's handler with the lock still held, and main blocks in
 * lock() after joining the worker.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static int sum = 10;
    static int count;

    static int average() {
        lock.lock();
        int avg = sum / count;
        lock.unlock();
        return avg;
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
