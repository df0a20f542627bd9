package org.petrify.ir.frontend.samples;

/**
 * Bug twin of {@code BranchTypeTests}: the thread's second command is of a subclass of
 * {@code Push}, which the first test takes: the orders cross.
 */
public class BranchTypeTestsSubclass {
  static final Object PUSH_LOCK = new Object();
  static final Object PULL_LOCK = new Object();

  interface Command {}

  static class Push implements Command {}

  static class Pull implements Command {}

  static class SubPush extends Push {}

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
    Thread t = new Thread(() -> both(new Pull(), new SubPush()));
    t.start();
    both(new Push(), new Pull());
    t.join();
  }
}
