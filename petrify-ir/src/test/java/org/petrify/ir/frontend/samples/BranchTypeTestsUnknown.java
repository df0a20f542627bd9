package org.petrify.ir.frontend.samples;

/**
 * Twin of {@code BranchTypeTests} whose commands come from an array: the analysis does not
 * know their classes at the call, so each call of the helper keeps both locks (a false
 * deadlock, kept: the rule needs the {@code new} at the call).
 */
public class BranchTypeTestsUnknown {
  static final Object PUSH_LOCK = new Object();
  static final Object PULL_LOCK = new Object();

  interface Command {}

  static class Push implements Command {}

  static class Pull implements Command {}

  static final Command[] COMMANDS = {new Push(), new Pull()};

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
    Thread t = new Thread(() -> both(COMMANDS[0], COMMANDS[1]));
    t.start();
    both(COMMANDS[0], COMMANDS[1]);
    t.join();
  }
}
