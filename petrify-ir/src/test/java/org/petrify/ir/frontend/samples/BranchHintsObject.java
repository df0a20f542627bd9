package org.petrify.ir.frontend.samples;

/**
 * The bug twin of {@link BranchHints}: main passes a non-null hint and gets the {@code B, A}
 * pair: a deadlock.
 */
public class BranchHintsObject {
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
    both(pair(new Object(), 1));
    t.join();
  }
}
