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

  /** The divisor is tested greater than 1 on the only path to the division: no caveat. */
  public static final class DivGuarded {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int w = zero;
        for (int i = 0; i < 3; i++) {
          if (w > 1 && i % w == 0) {
            x = i;
          }
        }
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** A test {@code w >= 0} leaves 0 possible: caveat. */
  public static final class DivWeaklyGuarded {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int w = zero;
        if (w >= 0) {
          x = 10 / w;
        }
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** An index running from 0 below the array's length: no caveat. */
  public static final class ArrayLoop {
    static int[] data = new int[4];

    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int[] a = data;
        for (int i = 0; i < a.length; i++) {
          a[i] = a[i] + 1;
        }
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** One step too far ({@code i <= a.length}): caveat. */
  public static final class ArrayLoopTooFar {
    static int[] data = new int[4];

    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int[] a = data;
        for (int i = 0; i <= a.length; i++) {
          a[i] = 1;
        }
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** Bounded by one array's length, indexing another: caveat. */
  public static final class ArrayLoopOtherArray {
    static int[] data = new int[4];
    static int[] other = new int[2];

    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int[] a = data;
        int[] b = other;
        for (int i = 0; i < a.length; i++) {
          b[i] = 1;
        }
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** The array is replaced inside the loop: caveat. */
  public static final class ArrayLoopReplaced {
    static int[] data = new int[4];
    static int[] other = new int[2];

    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int[] a = data;
        for (int i = 0; i < a.length; i++) {
          a = other;
          a[i] = 1;
        }
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** The divisor is tested non-zero, and only then divides: no caveat. */
  public static final class DivTestedNonZero {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int w = zero;
        if (w != 0) {
          x = 10 / w;
        }
        l.countDown();
      }).start();
      l.await();
    }
  }

  /** Tested non-zero, then read again from the field before dividing: caveat. */
  public static final class DivRetestedField {
    public static void main(String[] args) throws InterruptedException {
      CountDownLatch l = new CountDownLatch(1);
      new Thread(() -> {
        int w = zero;
        if (w != 0) {
          w = zero;
          x = 10 / w;
        }
        l.countDown();
      }).start();
      l.await();
    }
  }
}
