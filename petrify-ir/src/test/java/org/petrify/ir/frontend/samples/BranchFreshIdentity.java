package org.petrify.ir.frontend.samples;

/**
 * A helper picks a lock per literal name by identity; the thread's second name is a {@code new
 * String("first")}, passed on through {@code both}'s parameter, which is never the interned
 * literal: it gets a lock of its own, and the orders do not cross.
 */
public class BranchFreshIdentity {
  static final Object FIRST = new Object();
  static final Object SECOND = new Object();

  static Object pick(String name) {
    if (name == "first") {
      return FIRST;
    }
    return name == "second" ? SECOND : new Object();
  }

  static void both(String outer, String inner) {
    synchronized (pick(outer)) {
      synchronized (pick(inner)) {
        System.out.println(outer + inner);
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> both("second", new String("first")));
    t.start();
    both("first", "second");
    t.join();
  }
}
