package org.petrify.ir.pointsto.samples;

/**
 * Objects two threads allocate in shared code, for {@code PointsToResult.isOncePerThread}: one
 * {@code Once} per run of each thread, several {@code Looped} and {@code Twice} per run (a
 * {@code Twice} in each call of the threads' entry, which calls itself).
 */
public class OwnObjects {
  static int count;

  static final class Once { }

  static final class Looped { }

  static final class Twice { }

  static Once once() {
    return new Once();
  }

  static void looped() {
    for (int i = 0; i < count; i++) {
      new Looped();
    }
  }

  /** The threads' shared run target: it allocates nothing itself (so it has one context). */
  static final class Work implements Runnable {
    @Override
    public void run() {
      once();
      looped();
    }
  }

  static final class Again implements Runnable {
    int depth;

    @Override
    public void run() {
      new Twice();
      if (depth++ == 0) {
        run();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Runnable work = new Work();
    Thread a = new Thread(work, "a");
    Thread b = new Thread(work, "b");
    Thread c = new Thread(new Again());
    a.start();
    b.start();
    c.start();
    a.join();
    b.join();
    c.join();
  }
}
