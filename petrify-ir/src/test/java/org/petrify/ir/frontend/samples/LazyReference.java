package org.petrify.ir.frontend.samples;

/**
 * Reference fields tested for null: {@code cache} (volatile, written only with new objects)
 * and {@code racy} (not volatile, tested and set by two threads without a lock) are
 * candidates; {@code given} is written with a value the frontend does not know (a library
 * method's result that may be null), so it stays untracked.
 */
public class LazyReference {
  static volatile Object cache;
  static Object racy;
  static Object given;
  static final Object lock = new Object();

  static Object make() {
    return Integer.getInteger("petrify.none");
  }

  static void use() {
    if (cache == null) {
      synchronized (lock) {
        if (cache == null) {
          cache = new Object();
        }
      }
    }
    if (racy == null) {
      racy = "set";
    }
    if (given == null) {
      given = make();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(LazyReference::use);
    t.start();
    use();
    t.join();
  }
}
