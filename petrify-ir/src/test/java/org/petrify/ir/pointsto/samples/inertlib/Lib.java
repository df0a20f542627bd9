package org.petrify.ir.pointsto.samples.inertlib;

/** Stands for a class read from a jar ({@code InertMethodsTest} says so to the code base). */
public class Lib {
  /** A holder of a lock of its own. */
  public static class Holder {
    public final Object lock = new Object();
  }

  private int size;

  /** A getter that hands a lock through: it must keep its callers apart. */
  public static Object lockOf(Holder h) {
    return h.lock;
  }

  /** Nothing of concurrency: one instance whatever the receiver. */
  public int measure(int x) {
    return x + size;
  }

  /** Reaches a monitor: keeps an instance per receiver. */
  public int viaMonitor(int x) {
    guarded();
    return x;
  }

  private void guarded() {
    synchronized (this) {
      size++;
    }
  }

  /** Calls {@code toString} on what it is given: an override may lock. */
  public int render(String prefix, Object message) {
    return message.toString().length() + prefix.length();
  }

  /** Decides on its argument: keeps an instance per call site (the caller's value). */
  public static boolean positive(java.time.Duration d) {
    return !d.isNegative() && !d.isZero();
  }
}
