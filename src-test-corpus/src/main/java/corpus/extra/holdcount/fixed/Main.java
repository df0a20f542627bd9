package corpus.extra.holdcount.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code extra.holdcount}: the worker leaves the monitor twice, and the outer
 * leave, at hold count 1, signals main. Only a model that knows the thread's hold count of the
 * lock ({@code getHoldCount()}, {@code isHeldByCurrentThread()}) sees that the outer leave
 * always signals; with the count unknown the leave may skip the signal (a false deadlock).
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Monitor {
        final ReentrantLock lock = new ReentrantLock();
        final Condition changed = lock.newCondition();
        boolean ready;

        void enter() {
            lock.lock();
        }

        void leave() {
            try {
                if (lock.getHoldCount() == 1) {
                    changed.signalAll();
                }
            } finally {
                lock.unlock();
            }
        }

        void markReady() {
            if (!lock.isHeldByCurrentThread()) {
                throw new IllegalMonitorStateException();
            }
            ready = true;
        }

        void awaitReady() {
            enter();
            try {
                while (!ready) {
                    changed.awaitUninterruptibly();
                }
            } finally {
                leave();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Monitor m = new Monitor();
        Thread worker = new Thread(() -> {
            m.enter();
            m.enter();
            m.markReady();
            m.leave();
            m.leave();
        });
        worker.start();
        m.awaitReady();
        worker.join();
    }
}
