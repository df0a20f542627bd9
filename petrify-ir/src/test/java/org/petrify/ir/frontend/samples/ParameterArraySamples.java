package org.petrify.ir.frontend.samples;

/**
 * Locks taken one inside the other by a helper that recurses over the varargs array it is
 * given until {@code i == locks.length} ({@code ParameterArrayLengths}): two threads giving the
 * same order, the same handed on through a second helper, crossed orders, and two lengths.
 */
public final class ParameterArraySamples {
  private ParameterArraySamples() {}

  static void lockAll(int i, Object... locks) {
    if (i == locks.length) {
      return;
    }
    synchronized (locks[i]) {
      lockAll(i + 1, locks);
    }
  }

  static void inOrder(Object... locks) {
    lockAll(0, locks);
  }

  static void run(Runnable first, Runnable second) throws InterruptedException {
    Thread t1 = new Thread(first);
    Thread t2 = new Thread(second);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  /** Both threads pass {@code a, b}: every array is of length 2. */
  public static final class SameOrder {
    public static void main(String[] args) throws InterruptedException {
      Object a = new Object();
      Object b = new Object();
      run(() -> lockAll(0, a, b), () -> lockAll(0, a, b));
    }
  }

  /** The array is handed on through {@code inOrder}'s parameter. */
  public static final class HandedOn {
    public static void main(String[] args) throws InterruptedException {
      Object a = new Object();
      Object b = new Object();
      run(() -> inOrder(a, b), () -> inOrder(a, b));
    }
  }

  /** {@code a, b} against {@code b, a}: a lock-order cycle. */
  public static final class Crossed {
    public static void main(String[] args) throws InterruptedException {
      Object a = new Object();
      Object b = new Object();
      run(() -> lockAll(0, a, b), () -> lockAll(0, b, a));
    }
  }

  /** Lengths 2 and 3 at the two sites: the helper's length is not one number. */
  public static final class TwoLengths {
    public static void main(String[] args) throws InterruptedException {
      Object a = new Object();
      Object b = new Object();
      Object c = new Object();
      run(() -> lockAll(0, a, b), () -> lockAll(0, c, b, a));
    }
  }
}
