package org.petrify.ir.frontend.samples;

/**
 * Twin of {@link RecordOrder} whose second order is reversed: the threads take the locks in
 * opposite orders, a deadlock.
 */
public class RecordOrderReversed {
  static final Object A = new Object();
  static final Object B = new Object();

  record Order(boolean reversed) {
    void apply(Object a, Object b) {
      if (reversed) {
        synchronized (b) {
          synchronized (a) {
            System.out.print("");
          }
        }
      } else {
        synchronized (a) {
          synchronized (b) {
            System.out.print("");
          }
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Order first = new Order(false);
    Order second = new Order(true);
    Thread t = new Thread(() -> first.apply(A, B));
    t.start();
    second.apply(A, B);
    t.join();
  }
}
