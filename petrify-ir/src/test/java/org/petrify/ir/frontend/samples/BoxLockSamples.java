package org.petrify.ir.frontend.samples;

/**
 * Boxes as monitors (see {@code CachedBoxes}): small boxes are cached, so {@code Integer 1}
 * boxed anywhere is one object; boxes outside the cache, or a field that changes, are not
 * known objects.
 */
public final class BoxLockSamples {
  private BoxLockSamples() {}

  static void both(Runnable first, Runnable second) throws InterruptedException {
    Thread a = new Thread(first);
    Thread b = new Thread(second);
    a.start();
    b.start();
    a.join();
    b.join();
  }

  static final class Keys {
    static final Integer ONE = 1;
    static final Integer TWO = Integer.valueOf(2);
    static final Object YES = Boolean.TRUE;
    static final Integer BIG = 1000;
    static final Integer ALSO_BIG = 1000;
  }

  static void lockBoth(Object first, Object second) {
    synchronized (first) {
      synchronized (second) {
        first.hashCode();
      }
    }
  }

  /** Integer 1 and 2 in opposite orders, one through a parameter: a lock cycle. */
  public static final class Crossed {
    public static void main(String[] args) throws InterruptedException {
      Integer one = 1;
      both(() -> lockBoth(Keys.ONE, Keys.TWO), () -> lockBoth(Keys.TWO, one));
    }
  }

  /** Boolean TRUE reached as a field and as {@code valueOf(true)}: one lock, re-entered. */
  public static final class Same {
    public static void main(String[] args) throws InterruptedException {
      Object yes = Boolean.valueOf(true);
      both(() -> lockBoth(Keys.YES, yes), () -> lockBoth(yes, Keys.YES));
    }
  }

  /** Two boxes of 1000 may be two objects: not one lock (the unknown lock, a caveat). */
  public static final class OutsideTheCache {
    public static void main(String[] args) throws InterruptedException {
      both(() -> lockBoth(Keys.BIG, Keys.ALSO_BIG), () -> lockBoth(Keys.ALSO_BIG, Keys.BIG));
    }
  }

  /**
   * Main locks the box of each index of a counted loop (0 to 2) while the other thread holds
   * the box of 1 and waits for main: the unrolled iteration's index is known, so its box is
   * the cached box of 1, a lock cycle with the latch.
   */
  public static final class LoopIndex {
    public static void main(String[] args) throws InterruptedException {
      java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
      Thread t = new Thread(() -> {
        synchronized (Integer.valueOf(1)) {
          try {
            go.await();
          } catch (InterruptedException e) {
            return;
          }
        }
      });
      t.start();
      for (int i = 0; i < 3; i++) {
        synchronized (Integer.valueOf(i)) {
          go.hashCode();
        }
      }
      go.countDown();
      t.join();
    }
  }

  /** The box of a value nobody knows (the argument count) stays the unknown lock. */
  public static final class UnknownValue {
    public static void main(String[] args) throws InterruptedException {
      long n = args.length;
      both(() -> lockBoth(Long.valueOf(n), Keys.ONE), () -> lockBoth(Keys.ONE, Long.valueOf(n)));
    }
  }

  static void lockLongs(long a, long b) {
    synchronized (Long.valueOf(a)) {
      synchronized (Long.valueOf(b)) {
        Keys.ONE.hashCode();
      }
    }
  }

  /**
   * Both threads box the parameters every call gives the same constants (1, then 2): the
   * boxes are known at the enter and at javac's exit on a copy, one order, no deadlock.
   */
  public static final class KnownParameters {
    public static void main(String[] args) throws InterruptedException {
      both(() -> lockLongs(1, 2), () -> lockLongs(1, 2));
    }
  }
}
