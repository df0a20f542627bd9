package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;

/**
 * A {@code Lock} of the program's own that is not reentrant: main locks it, then
 * {@code tryLock} fails (a {@code ReentrantLock} would succeed) and main waits for a latch that
 * nobody counts down. Deadlock.
 */
public class OwnLockTryLock {
  static final class FlagLock implements Lock {
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
    public void lockInterruptibly() {
      lock();
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
    public boolean tryLock(long time, TimeUnit unit) {
      return tryLock();
    }

    @Override
    public Condition newCondition() {
      throw new UnsupportedOperationException();
    }
  }

  public static void main(String[] args) throws Exception {
    Lock l = new FlagLock();
    CountDownLatch never = new CountDownLatch(1);
    l.lock();
    if (!l.tryLock()) {
      never.await();
    }
    l.unlock();
  }
}
