package corpus.extra.shareddepth;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A helper deep enough in the call chain to be a shared subnet is called by each worker both
 * without and while holding {@code lock}, and takes {@code other}; main takes {@code other},
 * then {@code lock}: a lock-order inversion between main and a worker.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "lock then other (deep helper) against other then lock")
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final Object other = new Object();
    static int calls;

    static void helper() {
        synchronized (other) {
            calls++;
        }
    }

    static void c4() { helper(); }
    static void c3() { c4(); }
    static void c2() { c3(); }
    static void c1() { c2(); }

    static void work() {
        c1();
        lock.lock();
        try {
            c1();
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[2];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Thread(Main::work);
            workers[i].start();
        }
        synchronized (other) {
            lock.lock();
            lock.unlock();
        }
        for (Thread t : workers) {
            t.join();
        }
    }
}
