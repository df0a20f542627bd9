package org.petrify.ir.frontend.samples;

/**
 * A factory that chooses which of two lock pairs to allocate by an enum argument: every call
 * passes {@code FORWARDS}, so both threads take {@code A} before {@code B} and there is no
 * deadlock. The {@code BACKWARDS} array is allocated on a branch no call takes; a points-to
 * analysis that ignores the argument lets both threads lock in either order.
 */
public class BranchPairs {
  /** The order in which the pair holds the two locks. */
  public enum Order { FORWARDS, BACKWARDS }

  static final Object A = new Object();
  static final Object B = new Object();

  static Object[] pair(Order order) {
    switch (order) {
      case FORWARDS:
        return new Object[] {A, B};
      case BACKWARDS:
        return new Object[] {B, A};
      default:
        throw new IllegalArgumentException(order.toString());
    }
  }

  static void both(Object[] locks) {
    synchronized (locks[0]) {
      synchronized (locks[1]) {
        locks.hashCode();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> both(pair(Order.FORWARDS)));
    t.start();
    both(pair(Order.FORWARDS));
    t.join();
  }
}
