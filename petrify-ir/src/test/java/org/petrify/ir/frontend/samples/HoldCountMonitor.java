package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A monitor that signals only on the outermost leave ({@code getHoldCount() == 1}) and checks
 * {@code isHeldByCurrentThread()}: the worker enters twice and leaves twice, so its outer leave
 * signals main. No deadlock; with the hold count unknown the leave may skip the signal.
 */
public class HoldCountMonitor {
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
