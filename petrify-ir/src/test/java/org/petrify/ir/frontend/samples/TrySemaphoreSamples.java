package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;

/**
 * Semaphores that are only tried and released: with permits that are not a constant, or a
 * release an unchecked exception may skip, their tries are nondeterministic (the free model);
 * a semaphore some thread acquires keeps its counter.
 */
public final class TrySemaphoreSamples {
  static int served;

  private TrySemaphoreSamples() {}

  static int configured() {
    return Integer.getInteger("permits", 1);
  }

  /** An application call that may throw (a NumberFormatException). */
  static int parses;

  /**
   * Counts, then parses: the count is a write another thread could see, so an exception of
   * {@code parseInt} here stays a caveat (it is not modelled as the thread's end).
   */
  static int parse(String text) {
    parses++;
    return Integer.parseInt(text);
  }

  static void join(Thread... threads) throws InterruptedException {
    for (Thread t : threads) {
      t.join();
    }
  }

  /** Permits from a property; two threads try and release in a finally: no deadlock. */
  public static final class Unknown {
    public static void main(String[] args) throws InterruptedException {
      Semaphore s = new Semaphore(configured());
      Runnable r = () -> {
        if (s.tryAcquire()) {
          try {
            served++;
          } finally {
            s.release();
          }
        }
      };
      Thread a = new Thread(r);
      Thread b = new Thread(r);
      a.start();
      b.start();
      join(a, b);
    }
  }

  /**
   * Permits from a property (0 if so configured): a refused try waits for a latch nobody counts
   * down. Java hangs with {@code -Dpermits=0}; the model must find it (with the permits taken
   * as 1 it could not).
   */
  public static final class UnknownRefused {
    public static void main(String[] args) throws InterruptedException {
      Semaphore s = new Semaphore(configured());
      CountDownLatch never = new CountDownLatch(1);
      Thread a = new Thread(() -> {
        try {
          if (s.tryAcquire()) {
            s.release();
          } else {
            never.await();
          }
        } catch (InterruptedException e) {
          // ends
        }
      });
      a.start();
      a.join();
    }
  }

  /**
   * One permit; the worker's parse throws before its release and ends the worker holding the
   * permit, so {@code main}'s later try is refused and {@code main} waits for a latch only the
   * worker would count down: Java hangs on bad input.
   */
  public static final class Skipped {
    public static void main(String[] args) throws InterruptedException {
      Semaphore s = new Semaphore(1);
      CountDownLatch done = new CountDownLatch(1);
      String text = args.length > 0 ? args[0] : "x";
      Thread a = new Thread(() -> {
        if (s.tryAcquire()) {
          served = parse(text);
          s.release();
          done.countDown();
        }
      });
      a.start();
      a.join();
      if (!s.tryAcquire()) {
        done.await();
      }
    }
  }

  /** As {@link Skipped}, but a refused try just gives up: no deadlock. */
  public static final class SkippedHarmless {
    public static void main(String[] args) throws InterruptedException {
      Semaphore s = new Semaphore(1);
      String text = args.length > 0 ? args[0] : "x";
      Runnable r = () -> {
        if (s.tryAcquire()) {
          served = parse(text);
          s.release();
        }
      };
      Thread a = new Thread(r);
      Thread b = new Thread(r);
      a.start();
      b.start();
      join(a, b);
    }
  }

  /** As {@link SkippedHarmless}, but the second thread blocks in acquire: the caveat stays. */
  public static final class SkippedBlocking {
    public static void main(String[] args) throws InterruptedException {
      Semaphore s = new Semaphore(1);
      String text = args.length > 0 ? args[0] : "x";
      Thread a = new Thread(() -> {
        if (s.tryAcquire()) {
          served = parse(text);
          s.release();
        }
      });
      Thread b = new Thread(() -> {
        try {
          s.acquire();
          s.release();
        } catch (InterruptedException e) {
          // ends
        }
      });
      a.start();
      b.start();
      join(a, b);
    }
  }

  /**
   * Tried once, then acquired by a thread whose run target is the method reference
   * {@code s::acquireUninterruptibly}: the thread blocks on it, so the permits keep their
   * counter (and their caveat).
   */
  public static final class AcquiredByReference {
    public static void main(String[] args) throws InterruptedException {
      Semaphore s = new Semaphore(configured());
      if (s.tryAcquire()) {
        s.release();
      }
      Thread t = new Thread(s::acquireUninterruptibly);
      t.start();
      t.join();
    }
  }
}
