package org.petrify.ir.frontend.samples;

/**
 * As {@link BranchFreshIdentity}, but the thread's second name is the literal on one path and a
 * {@code new String} on the other: not known, so the literal's lock may be taken second, the
 * crossed order, a deadlock.
 */
public class BranchFreshIdentityMixed {
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
    Thread t = new Thread(() -> both("second", args.length == 0 ? "first" : new String("first")));
    t.start();
    both("first", "second");
    t.join();
  }
}
