package org.petrify.ir.frontend.samples;

/**
 * A helper picks a lock per command class by {@code instanceof} tests of its parameter, and
 * {@code both} passes its parameters on to it, the outer lock first. {@link Decided}: both
 * threads pass a {@code new Push()} then a {@code new Pull()}, so each call of the helper
 * returns one lock and the orders agree; the others are bug twins, or keep both locks.
 */
public final class BranchTypeTests {
  private BranchTypeTests() {}

  static final Object PUSH_LOCK = new Object();
  static final Object PULL_LOCK = new Object();

  interface Command {}

  static class Push implements Command {}

  static class SubPush extends Push {}

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

  /** Both threads lock push, then pull. */
  public static final class Decided {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> both(new Push(), new Pull()));
      t.start();
      both(new Push(), new Pull());
      t.join();
    }
  }

  /** The thread passes the commands in the other order: the orders cross. */
  public static final class Crossed {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> both(new Pull(), new Push()));
      t.start();
      both(new Push(), new Pull());
      t.join();
    }
  }

  /** The thread's second command is a {@code SubPush}, which the push test takes: crossed. */
  public static final class Subclass {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> both(new Pull(), new SubPush()));
      t.start();
      both(new Push(), new Pull());
      t.join();
    }
  }

  /**
   * The commands come from an array: their classes are not known at the call, so each call of
   * the helper keeps both locks (a false deadlock, kept: the rule needs the {@code new}).
   */
  public static final class Unknown {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> both(COMMANDS[0], COMMANDS[1]));
      t.start();
      both(COMMANDS[0], COMMANDS[1]);
      t.join();
    }
  }
}
