package org.petrify.ir.frontend.samples;

/**
 * Null and int arguments decide a factory's branches: {@code pair(null, 1)} allocates the
 * {@code A, B} pair on every call, so both threads lock in the same order: no deadlock.
 */
public class BranchHints {
  static final Object A = new Object();
  static final Object B = new Object();

  static Object[] pair(Object hint, int size) {
    if (hint != null || size > 1) {
      return new Object[] {B, A};
    }
    return new Object[] {A, B};
  }

  static void both(Object[] locks) {
    synchronized (locks[0]) {
      synchronized (locks[1]) {
        locks.hashCode();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> both(pair(null, 1)));
    t.start();
    both(pair(null, 1));
    t.join();
  }
}
