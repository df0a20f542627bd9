package org.petrify.ir.frontend.samples;

/** The twin of {@link BranchTexts} whose threads pass the literals crossed: a deadlock. */
public class BranchTextsCrossed {
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
    both("second", "first");
    t.join();
  }
}
