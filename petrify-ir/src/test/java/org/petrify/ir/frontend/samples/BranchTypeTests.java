package org.petrify.ir.frontend.samples;

/**
 * A helper picks a lock per command class by {@code instanceof} tests of its parameter; both
 * threads pass a {@code new Push()} then a {@code new Pull()} on through {@code both}'s
 * parameters, so each call of the helper returns one lock and the orders agree.
 */
public class BranchTypeTests {
  static final Object PUSH_LOCK = new Object();
  static final Object PULL_LOCK = new Object();

  interface Command {}

  static class Push implements Command {}

  static class Pull implements Command {}

  static Object pick(Command c) {
    if (c instanceof Push) {
      return PUSH_LOCK;
    }
    return c instanceof Pull ? PULL_LOCK : new Object();
  }

  static void both(Command outer, Command inner) {
    synchronized (pick(outer)) {
      synchronized (pick(inner)) {
        System.out.println(outer + " " + inner);
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> both(new Push(), new Pull()));
    t.start();
    both(new Push(), new Pull());
    t.join();
  }
}
