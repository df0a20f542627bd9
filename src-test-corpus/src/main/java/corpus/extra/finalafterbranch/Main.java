package corpus.extra.finalafterbranch;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The pool's constructor sets the final {@code counter} only when a policy is given; the
 * two-argument constructor delegates with none, so {@code counter} stays null,
 * {@code counter.get()} throws NullPointerException with the lock held, the worker's handler
 * returns without releasing it, and main blocks in lock() after the join. A path that returns
 * without writing the field keeps the exception in the model.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final String DEFAULT = "lifo";

    static final class Counter {
        int get() {
            return 1;
        }
    }

    static final class Pool {
        private final String policy;
        private final Counter counter;

        Pool(int max, String policy) {
            this.policy = policy != null ? policy : DEFAULT;
            this.counter = policy != null ? new Counter() : null;
        }

        Pool(int max) {
            this(max, null);
        }

        int size() {
            return counter.get();
        }
    }

    static final Pool POOL = new Pool(2);

    static void step() {
        lock.lock();
        try {
            POOL.size();
        } catch (RuntimeException e) {
            System.out.println("failed");
            return;
        }
        lock.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(Main::step);
        worker.start();
        worker.join();
        lock.lock();
        lock.unlock();
    }
}
