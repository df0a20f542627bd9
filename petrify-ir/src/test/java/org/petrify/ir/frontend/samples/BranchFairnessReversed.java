package org.petrify.ir.frontend.samples;

/**
 * The bug twin of {@link BranchFairness}: main's object is made with {@code true} and locks
 * {@code B} first: a deadlock.
 */
public class BranchFairnessReversed {
  static final Object A = new Object();
  static final Object B = new Object();

  final Object first;
  final Object second;

  BranchFairnessReversed(boolean reversed) {
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
    BranchFairnessReversed x = new BranchFairnessReversed(false);
    Thread t = new Thread(x::both);
    t.start();
    new BranchFairnessReversed(true).both();
    t.join();
  }
}
