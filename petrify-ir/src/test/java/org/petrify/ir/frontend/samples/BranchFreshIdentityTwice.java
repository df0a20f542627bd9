package org.petrify.ir.frontend.samples;

/**
 * Two parameters given one {@code new} object: fresh on both sides, yet the same object, so
 * {@code p == q} is not decided (it holds), and the thread takes SECOND then FIRST, crossing
 * main's order: a deadlock.
 */
public class BranchFreshIdentityTwice {
  static final Object FIRST = new Object();
  static final Object SECOND = new Object();

  static Object outer(Object p, Object q) {
    return p == q ? SECOND : FIRST;
  }

  static Object inner(Object p, Object q) {
    return p == q ? FIRST : SECOND;
  }

  static void both(Object p, Object q) {
    synchronized (outer(p, q)) {
      synchronized (inner(p, q)) {
        System.out.println(p);
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      Object o = new Object();
      both(o, o);
    });
    t.start();
    both(new Object(), new Object());
    t.join();
  }
}
