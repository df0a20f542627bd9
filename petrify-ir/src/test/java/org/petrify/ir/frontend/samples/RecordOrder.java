package org.petrify.ir.frontend.samples;

/**
 * A record component decides the lock order inside the record's own method: both orders are
 * {@code new Order(false)}, so both threads take {@code a} before {@code b}: no deadlock.
 */
public class RecordOrder {
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
    Order second = new Order(false);
    Thread t = new Thread(() -> first.apply(A, B));
    t.start();
    second.apply(A, B);
    t.join();
  }
}
