package corpus.extra.staticsingleton;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * {@code Deadline.MAX} is a static field that is not final, and main clears it before it starts
 * the worker: {@code calculate()} returns null, {@code expired()} throws NullPointerException
 * with the lock held, the worker's handler catches it and returns without releasing the lock, and main
 * blocks in lock() after the join. A write of the field outside its class's initialiser makes
 * it no singleton, so the exception stays in the model.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();

    static final class Deadline {
        public static Deadline MAX = new Deadline();

        static Deadline calculate() {
            return MAX;
        }

        boolean expired() {
            return false;
        }
    }

    static void step() {
        lock.lock();
        try {
            Deadline.calculate().expired();
        } catch (RuntimeException e) {
            System.out.println("failed");
            return;
        }
        lock.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Deadline.MAX = null;
        Thread worker = new Thread(Main::step);
        worker.start();
        worker.join();
        lock.lock();
        lock.unlock();
    }
}
