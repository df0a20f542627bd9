package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The twin of {@link HoldCountMonitor} that deadlocks: the worker gives up its outer hold with a
 * bare {@code unlock()}, so the only leave runs at hold count 2 and signals nothing.
 */
public class HoldCountSlip {
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
