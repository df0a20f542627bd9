package org.petrify.ir.frontend.samples;

/**
 * An {@code instanceof} of a field that may still be null: the test may fail although the
 * field's only object is of the tested class, and the else branch crosses the locks.
 * Deadlock.
 */
public final class InstanceOfMaybeNull {
  static final class Cash {}

  static final Object A = new Object();
  static final Object B = new Object();
  static Object held;

  static void run(Object kind) {
    if (kind instanceof Cash) {
      synchronized (A) {
        synchronized (B) {
          System.out.println("a-b");
        }
      }
    } else {
      synchronized (B) {
        synchronized (A) {
          System.out.println("b-a");
        }
      }
    }
  }

  public static void main(String[] args) {
    new Thread(() -> run(held)).start();
    held = new Cash();
    run(held);
  }
}
