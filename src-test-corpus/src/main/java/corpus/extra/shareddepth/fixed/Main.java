package corpus.extra.shareddepth.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The helper of the bug twin, deep enough to be a shared subnet, called by each worker both
 * without and while holding {@code lock}; main takes {@code lock} only after the workers ended.
 * The lock's depth after the helper returns must be the caller's own (1 inside the
 * {@code try}), not every depth of every caller: otherwise the unlock in {@code finally} looks
 * possibly unheld (a spurious IllegalMonitorStateException that leaves the lock held) and the
 * depths grow to the reentrancy bound.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS,
        note = "same helper, no inversion")
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
        for (Thread t : workers) {
            t.join();
        }
        synchronized (other) {
            lock.lock();
            lock.unlock();
        }
    }
}
