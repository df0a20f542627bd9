package org.petrify.ir.frontend.samples;

/**
 * Twin of {@link RecordAccessorOrder} whose main plan is reversed: the threads take the locks in
 * opposite orders, a deadlock.
 */
public class RecordAccessorReversed {
  static final Object A = new Object();
  static final Object B = new Object();

  record Plan(boolean reversed, int weight) {}

  static void run(Plan p) {
    if (p.reversed()) {
      synchronized (B) {
        synchronized (A) {
          System.out.print("");
        }
      }
    } else {
      synchronized (A) {
        synchronized (B) {
          System.out.print("");
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Plan mine = new Plan(true, 1);
    Plan theirs = new Plan(false, 2);
    Thread t = new Thread(() -> run(theirs));
    t.start();
    run(mine);
    t.join();
  }
}
