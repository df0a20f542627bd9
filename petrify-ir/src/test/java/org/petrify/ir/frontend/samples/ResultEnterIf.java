package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.ReentrantLock;

/**
 * {@code enterIf} takes the lock and releases it again when an untracked condition fails,
 * returning whether it holds the lock; the caller unlocks only when it entered. Both threads
 * use one lock: no deadlock, if the caller's test agrees with the path {@code enterIf} took
 * (otherwise a thread would unlock a lock it does not hold, which blocks in the model).
 */
public class ResultEnterIf {
  static final ReentrantLock lock = new ReentrantLock();
  static volatile long ticks;

  static boolean ready() {
    return ticks >= 0;
  }

  static boolean enterIf() {
    lock.lock();
    boolean satisfied = false;
    try {
      return satisfied = ready();
    } finally {
      if (!satisfied) {
        lock.unlock();
      }
    }
  }

  static void work() {
    if (enterIf()) {
      try {
        ticks++;
      } finally {
        lock.unlock();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(ResultEnterIf::work);
    t.start();
    work();
    t.join();
  }
}
