package org.petrify.ir.frontend.samples25;

/**
 * A helper returns the lock of a command's kind by a pattern {@code switch} with record
 * patterns and a {@code default}; {@code both} passes its parameters on to it, the outer lock
 * first. {@link Decided}: both threads lock push, then pull; {@link Crossed}: the other thread
 * locks pull, then push (via the default case).
 */
public final class PatternSwitchReturns {
  private PatternSwitchReturns() {}

  static final Object PUSH_LOCK = new Object();
  static final Object PULL_LOCK = new Object();

  sealed interface Command permits Push, Pull, Peek {}

  record Push(int n) implements Command {}

  record Pull(int n) implements Command {}

  record Peek() implements Command {}

  static Object lockOf(Command c) {
    return switch (c) {
      case Push(int n) -> PUSH_LOCK;
      case Pull p -> PULL_LOCK;
      default -> PULL_LOCK;
    };
  }

  static void both(Command outer, Command inner) {
    synchronized (lockOf(outer)) {
      synchronized (lockOf(inner)) {
        System.out.println(outer + " " + inner);
      }
    }
  }

  /** Both threads lock push, then pull. */
  public static final class Decided {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> both(new Push(1), new Peek()));
      t.start();
      both(new Push(2), new Pull(3));
      t.join();
    }
  }

  /** The thread locks pull (its peek takes the default case), then push: the orders cross. */
  public static final class Crossed {
    public static void main(String[] args) throws InterruptedException {
      Thread t = new Thread(() -> both(new Peek(), new Push(1)));
      t.start();
      both(new Push(2), new Pull(3));
      t.join();
    }
  }
}
