package corpus.extra.ownlock.fixed;

import static org.petrify.corpus.Expected.HOLDS;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.petrify.corpus.Expect;

/**
 * The fixed twin of {@code extra.ownlock}: main refreshes after it unlocks its own mutex. If
 * {@code tryLock} fails there, the worker holds the mutex and counts the latch down once it
 * unlocks, so main's wait ends. Only a model that runs the mutex's own code (its monitor, its
 * {@code held} flag and its notifications) sees both outcomes of {@code tryLock} right.
 */
@Expect(deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
        livelock = HOLDS, livelockFair = HOLDS)
public class Main {
    static final class Mutex implements Lock {
        private boolean held;

        @Override
        public synchronized void lock() {
            while (held) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
            held = true;
        }

        @Override
        public synchronized void unlock() {
            held = false;
            notifyAll();
        }

        @Override
        public synchronized boolean tryLock() {
            if (held) {
                return false;
            }
            held = true;
            return true;
        }

        @Override
        public void lockInterruptibly() {
            lock();
        }

        @Override
        public boolean tryLock(long time, TimeUnit unit) {
            return tryLock();
        }

        @Override
        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    static int refreshes;

    static void refresh(Lock lock, CountDownLatch workerDone) throws InterruptedException {
        if (lock.tryLock()) {
            try {
                refreshes++;
            } finally {
                lock.unlock();
            }
        } else {
            workerDone.await();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Lock lock = new Mutex();
        CountDownLatch workerDone = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            lock.lock();
            try {
                refreshes++;
            } finally {
                lock.unlock();
            }
            workerDone.countDown();
        });
        worker.start();
        lock.lock();
        try {
            refreshes++;
        } finally {
            lock.unlock();
        }
        refresh(lock, workerDone);
        worker.join();
    }
}
