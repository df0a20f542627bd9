package org.petrify.ir.frontend.samples;

/**
 * Waits whose timeouts are zero, which means no timeout at all: {@code wait(0)}, {@code
 * wait(0, 0)}, {@code join(0)} and a {@code wait(t)} with {@code t} a parameter that may be
 * zero. Each {@code main*} hangs on the JVM; {@link #mainTimed} ends.
 */
public class ZeroTimeoutWaits {
  static final Object M = new Object();

  public static void main(String[] args) throws InterruptedException {
    synchronized (M) {
      M.wait(0);
    }
  }

  public static void mainTwoZeros(String[] args) throws InterruptedException {
    synchronized (M) {
      M.wait(0L, 0);
    }
  }

  public static void mainJoinZero(String[] args) throws InterruptedException {
    Thread t = new Thread(() -> {
      synchronized (M) {
        try {
          M.wait();
        } catch (InterruptedException e) {
          // end
        }
      }
    });
    t.start();
    t.join(0);
  }

  static void waitFor(long millis) throws InterruptedException {
    synchronized (M) {
      M.wait(millis);
    }
  }

  public static void mainMaybeZero(String[] args) throws InterruptedException {
    waitFor(args.length > 3 ? 10 : 0);
  }

  public static void mainTimed(String[] args) throws InterruptedException {
    long millis = 20;
    synchronized (M) {
      M.wait(millis);
      M.wait(0, 5);
    }
    Thread t = new Thread(() -> {
      synchronized (M) {
        try {
          M.wait(30);
        } catch (InterruptedException e) {
          // end
        }
      }
    });
    t.start();
    t.join(5L);
  }

  public static void mainLatchForever(String[] args) throws InterruptedException {
    java.util.concurrent.CountDownLatch never = new java.util.concurrent.CountDownLatch(1);
    never.await(Long.MAX_VALUE, java.util.concurrent.TimeUnit.MILLISECONDS);
  }

  public static void mainLatchOneDay(String[] args) throws InterruptedException {
    java.util.concurrent.CountDownLatch never = new java.util.concurrent.CountDownLatch(1);
    never.await(1, java.util.concurrent.TimeUnit.DAYS);
  }

  public static void mainWaitForever(String[] args) throws InterruptedException {
    synchronized (M) {
      M.wait(Long.MAX_VALUE);
    }
  }
}
