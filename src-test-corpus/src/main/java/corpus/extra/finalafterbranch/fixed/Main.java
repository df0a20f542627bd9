package corpus.extra.finalafterbranch.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The twin of extra.finalafterbranch: the pool's constructor chooses its policy with a branch
 * before it sets the final {@code counter} to a new object, and the two-argument constructor
 * delegates to it (the shape of HttpCore 5's {@code StrictConnPool}). No code sees the pool
 * before {@code counter} is set, so {@code counter.get()} raises no NullPointerException and
 * the worker releases the lock. No deadlock.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        acceptUnsound = {"unreached-handler"},
        acceptReason = "nothing in the try block throws once counter is known non-null, so the"
            + " handler is dead code")
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
            this.counter = new Counter();
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
