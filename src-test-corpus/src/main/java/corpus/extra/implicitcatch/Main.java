package corpus.extra.implicitcatch;

import static org.petrify.corpus.Expected.INCONCLUSIVE;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * Main takes the lock, divides by a divisor given by the number of arguments (zero when run without) and
 * releases the lock only on the normal path: the handler of the ArithmeticException returns holding
 * it, and the worker blocks in lock() forever while main joins it. The division's implicit
 * exception goes to its handler in the model.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = INCONCLUSIVE, livelockFair = INCONCLUSIVE,
        note = "livelock INCONCLUSIVE where it holds: an exception that escapes the thread after the handler is not modelled (uncaught-exception: the division may skip the unlock)")
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
            lock.unlock();
        } catch (RuntimeException e) {
            System.out.println("no ratio");
        }
        worker.start();
        worker.join();
    }
}
