package org.petrify.ir.frontend.samples;

/**
 * A text not known at its call ({@code args.length} picks it) keeps every case: the crossed order
 * is possible, a deadlock.
 */
public class BranchTextsUnknown {
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
    Thread t = new Thread(() -> both(args.length == 0 ? "second" : "first", "first"));
    t.start();
    both("first", "second");
    t.join();
  }
}
