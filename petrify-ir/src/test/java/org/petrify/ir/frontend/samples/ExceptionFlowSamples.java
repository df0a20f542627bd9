package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

/** Implicit and library exceptions caught by handlers, and interrupted waits. */
public final class ExceptionFlowSamples {
  static final Object LOCK = new Object();
  static int ratio;

  private ExceptionFlowSamples() {}

  /** The division may throw to the ArithmeticException handler, which notifies. */
  public static final class DivCaught {
    public static void main(String[] args) {
      int d = args.length;
      try {
        ratio = 100 / d;
      } catch (ArithmeticException e) {
        synchronized (LOCK) {
          LOCK.notifyAll();
        }
      }
    }
  }

  /** parseInt may throw to the NumberFormatException handler. */
  public static final class ParseCaught {
    public static void main(String[] args) {
      try {
        ratio = Integer.parseInt(args.length > 0 ? args[0] : "x");
      } catch (NumberFormatException e) {
        synchronized (LOCK) {
          LOCK.notifyAll();
        }
      }
    }
  }

  /** Nothing in the try block throws a ClassNotFoundException-like checked exception. */
  public static final class NothingThrows {
    public static void main(String[] args) {
      try {
        ratio = 1;
      } catch (IllegalStateException e) {
        synchronized (LOCK) {
          LOCK.notifyAll();
        }
      }
    }
  }

  /** main interrupts a worker waiting in lockInterruptibly. */
  public static final class Interrupted {
    static final ReentrantLock lock = new ReentrantLock();
    static final CountDownLatch done = new CountDownLatch(1);

    public static void main(String[] args) throws InterruptedException {
      Thread worker = new Thread(() -> {
        try {
          lock.lockInterruptibly();
          lock.unlock();
        } catch (InterruptedException e) {
          ratio = -1;
        } finally {
          done.countDown();
        }
      });
      lock.lock();
      worker.start();
      worker.interrupt();
      lock.unlock();
      done.await();
    }
  }

  /** The same waits without an interrupt anywhere: no markers. */
  public static final class NotInterrupted {
    static final ReentrantLock lock = new ReentrantLock();

    public static void main(String[] args) throws InterruptedException {
      Thread worker = new Thread(() -> {
        try {
          lock.lockInterruptibly();
          lock.unlock();
        } catch (InterruptedException e) {
          ratio = -1;
        }
      });
      worker.start();
      worker.join();
    }
  }
}
