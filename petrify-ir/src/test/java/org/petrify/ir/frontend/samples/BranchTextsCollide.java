package org.petrify.ir.frontend.samples;

/**
 * Case labels with one hash code ({@code "Aa"} and {@code "BB"}): the {@code equals} tests behind
 * the hash switch still tell them apart; same order, no deadlock.
 */
public class BranchTextsCollide {
  static final Object FIRST = new Object();
  static final Object SECOND = new Object();

  static Object pick(String name) {
    return switch (name) {
      case "Aa" -> FIRST;
      case "BB" -> SECOND;
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
    Thread t = new Thread(() -> both("Aa", "BB"));
    t.start();
    both("Aa", "BB");
    t.join();
  }
}
