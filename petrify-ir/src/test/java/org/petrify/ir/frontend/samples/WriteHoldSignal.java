package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * A read-write lock whose writer signals only from its outermost write hold
 * ({@code getWriteHoldCount() == 1}) and only if {@code isWriteLockedByCurrentThread()}: the
 * worker holds the write lock once, so it always signals main.
 */
public class WriteHoldSignal {
  static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
  static final Condition changed = rw.writeLock().newCondition();
  static boolean ready;

  public static void main(String[] args) throws InterruptedException {
    Thread worker = new Thread(() -> {
      rw.writeLock().lock();
      try {
        ready = true;
        if (rw.isWriteLockedByCurrentThread() && rw.getWriteHoldCount() == 1) {
          changed.signalAll();
        }
      } finally {
        rw.writeLock().unlock();
      }
    });
    worker.start();
    rw.writeLock().lock();
    try {
      while (!ready) {
        changed.awaitUninterruptibly();
      }
    } finally {
      rw.writeLock().unlock();
    }
    worker.join();
  }
}
