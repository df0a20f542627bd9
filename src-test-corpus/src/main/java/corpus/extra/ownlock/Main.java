package corpus.extra.ownlock;

import static org.petrify.corpus.Expected.HOLDS;
import static org.petrify.corpus.Expected.VIOLATED;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import org.petrify.corpus.Expect;

/**
 * A {@code Lock} of the program's own, a mutex that is not reentrant, used through the
 * {@code Lock} interface. {@code refresh} refreshes under the lock if {@code tryLock} gets it,
 * and otherwise waits for the worker that holds it to be done. By a slip main calls it while
 * it holds the mutex itself: {@code tryLock} fails (a {@code ReentrantLock} would succeed), so
 * main waits for the worker, which waits for the mutex. The call must run the mutex's own code,
 * not a model of the JDK's reentrant lock. The fixed twin refreshes after it unlocks.
 */
@Expect(deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
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
            refresh(lock, workerDone);
        } finally {
            lock.unlock();
        }
        worker.join();
    }
}
