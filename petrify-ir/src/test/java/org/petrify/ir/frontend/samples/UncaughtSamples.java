package org.petrify.ir.frontend.samples;

import java.util.List;
import java.util.concurrent.CountDownLatch;

/** Workers whose unchecked exceptions may or may not skip the countDown main waits for. */
public final class UncaughtSamples {
  static int zero;
  static int x;

  private UncaughtSamples() {}

  static void run(Runnable body) throws InterruptedException {
    Thread t = new Thread(body);
    t.start();
    t.join();
  }

  /** 10 / zero throws before countDown: caveat. */
  public static final class Div {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        x = 10 / zero;
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** The same, countDown in a finally: no caveat. */
  public static final class DivFinally {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        try {
          x = 10 / zero;
        } finally {
          l.countDown();
        }
      }).start();
      l.await();
    }
  }

  /** A division by a non-zero constant cannot throw: no caveat. */
  public static final class DivConstant {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int d = 5;
        x = 10 / d;
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** The callee may throw: the call site in the worker gets the caveat. */
  public static final class Callee {
    static void parse() {
      x = Integer.parseInt("80a");
    }

    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        parse();
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** List.get may throw before notifyAll. */
  public static final class ListGet {
    static final Object LOCK = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
      new Thread(() -> {
        x = List.<Integer>of().get(0);
        synchronized (LOCK) {
          ready = true;
          LOCK.notifyAll();
        }
      }).start();
      synchronized (LOCK) {
        while (!ready) {
          LOCK.wait();
        }
      }
    }
  }

  /** A throw after the last signal skips nothing: no caveat. */
  public static final class AfterSignal {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        l.countDown();
        x = Integer.parseInt("80a");
      }).start();
      l.await();
    }
  }
}
