package org.petrify.ir.frontend.samples;

/**
 * A boolean passed through a constructor to the factory that decides the lock order (two calls
 * down): both objects are made with {@code false}, so both threads lock {@code A} before
 * {@code B}: no deadlock.
 */
public class BranchFairness {
  static final Object A = new Object();
  static final Object B = new Object();

  final Object first;
  final Object second;

  BranchFairness(boolean reversed) {
    Object[] p = order(reversed);
    first = p[0];
    second = p[1];
  }

  static Object[] order(boolean reversed) {
    if (reversed) {
      return new Object[] {B, A};
    }
    return new Object[] {A, B};
  }

  void both() {
    synchronized (first) {
      synchronized (second) {
        first.hashCode();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    BranchFairness x = new BranchFairness(false);
    Thread t = new Thread(x::both);
    t.start();
    new BranchFairness(false).both();
    t.join();
  }
}
