package org.petrify.ir.frontend.samples;

/**
 * String literals passed to a {@code switch} on strings pick the locks: both threads take them in
 * the same order, so no deadlock.
 */
public class BranchTexts {
  static final Object FIRST = new Object();
  static final Object SECOND = new Object();

  static Object pick(String name) {
    return switch (name) {
      case "first" -> FIRST;
      case "second" -> SECOND;
      default -> new Object();
    };
  }

  static void both(String outer, String inner) {
    synchronized (pick(outer)) {
      synchronized (pick(inner)) {
        System.out.println(outer + inner);
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> both("first", "second"));
    t.start();
    both("first", "second");
    t.join();
  }
}
