package corpus.extra.holdcount;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.petrify.corpus.Expect;

/**
 * A monitor that wakes its waiters only when the leaving thread gives up its outermost hold
 * (Guava's {@code Monitor.leave}: {@code if (lock.getHoldCount() == 1) signal}), and that
 * checks {@code isHeldByCurrentThread()} before a change. The worker enters twice (a reentrant
 * helper), marks the monitor ready and leaves once: at depth 2 nothing is signalled. Then, by a
 * slip, it gives up its outer hold with a bare {@code unlock()}, so main, waiting for ready, is
 * never woken. The fixed twin leaves twice: the outer leave signals.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
            m.lock.unlock();
        });
        worker.start();
        m.awaitReady();
        worker.join();
    }
}
