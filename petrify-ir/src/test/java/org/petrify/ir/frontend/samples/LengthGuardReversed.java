package org.petrify.ir.frontend.samples;

import java.util.concurrent.locks.ReentrantLock;

/**
 * The bug twin of {@link LengthGuard}: the length of a one-element array is checked as a
 * position in a range of size 0. {@code length > 0} is not decided by the length being
 * non-negative (and holds here): the check throws, the worker dies holding the lock, and main
 * blocks in {@code lock()}. A deadlock.
 */
public class LengthGuardReversed {
  static final ReentrantLock LOCK = new ReentrantLock();
  static final Object[] ONE = new Object[1];

  static int checkPosition(int index, int size) {
    if (index < 0 || index > size) {
      throw new IndexOutOfBoundsException();
    }
    return index;
  }

  static int past(Object[] array) {
    return checkPosition(array.length, 0);
  }

  static void step() {
    LOCK.lock();
    past(ONE);
    LOCK.unlock();
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(LengthGuardReversed::step);
    t.start();
    t.join();
    LOCK.lock();
    LOCK.unlock();
  }
}
