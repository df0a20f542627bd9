package corpus.extra.implicitcatch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.implicitcatch: the lock is released in a finally block, so the handler of
 * the division's ArithmeticException runs and the lock is free again before the worker starts.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static int ratio;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            lock.lock();
            try {
                ratio++;
            } finally {
                lock.unlock();
            }
        });
        int divisor = args.length;
        lock.lock();
        try {
            ratio = 100 / divisor;
        } catch (RuntimeException e) {
            System.out.println("no ratio");
        } finally {
            lock.unlock();
        }
        worker.start();
        worker.join();
    }
}
