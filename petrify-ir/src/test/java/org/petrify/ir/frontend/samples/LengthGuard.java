package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.ReentrantLock;

/**
 * A position check of 0 against an array's length, under a lock released only on the normal
 * path: {@code 0 > length} never holds, so the check cannot throw and the worker never keeps
 * the lock. No deadlock.
 */
public class LengthGuard {
  static final ReentrantLock LOCK = new ReentrantLock();
  static final Object[] EMPTY = new Object[0];

  static int checkPosition(int index, int size) {
    if (index < 0 || index > size) {
      throw new IndexOutOfBoundsException();
    }
    return index;
  }

  static int first(Object[] array) {
    return checkPosition(0, array.length);
  }

  static void step() {
    LOCK.lock();
    first(EMPTY);
    LOCK.unlock();
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(LengthGuard::step);
    t.start();
    t.join();
    LOCK.lock();
    LOCK.unlock();
  }
}
