package org.petrify.ir.frontend.samples;

/**
 * A record component read through its accessor decides the lock order: both plans are
 * {@code new Plan(false)}, so both threads take {@code A} before {@code B}: no deadlock.
 */
public class RecordAccessorOrder {
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
    Plan mine = new Plan(false, 1);
    Plan theirs = new Plan(false, 2);
    Thread t = new Thread(() -> run(theirs));
    t.start();
    run(mine);
    t.join();
  }
}
