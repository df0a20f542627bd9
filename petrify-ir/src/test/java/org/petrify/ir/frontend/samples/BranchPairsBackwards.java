package org.petrify.ir.frontend.samples;

/**
 * The bug twin of {@link BranchPairs}: main asks for the {@code BACKWARDS} pair, so the two
 * threads take {@code A} and {@code B} in opposite orders: a deadlock.
 */
public class BranchPairsBackwards {
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
    both(pair(Order.BACKWARDS));
    t.join();
  }
}
