package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A pool that keeps two ints in one {@code AtomicLong}: the threads started (high half) and the
 * tasks done (low half). It starts workers while fewer than {@code MAX} are started, each worker
 * counts itself done and counts the latch down; main awaits the latch, then waits for ever if
 * the done count is not {@code MAX}. No deadlock when both halves are tracked; with the packed
 * value untracked the start loop may start workers without bound.
 */
public class PackedPool {
  static final int MAX = 2;

  /** Two ints packed into a long: {@code hi} in the upper 32 bits, {@code lo} in the lower. */
  static final class Counts extends AtomicLong {
    Counts(int hi, int lo) {
      super(encode(hi, lo));
    }

    static long encode(int hi, int lo) {
      long h = ((long) hi) & 0xFFFF_FFFFL;
      long l = ((long) lo) & 0xFFFF_FFFFL;
      return (h << 32) + l;
    }

    static int hi(long encoded) {
      return (int) ((encoded >> 32) & 0xFFFF_FFFFL);
    }

    static int lo(long encoded) {
      return (int) (encoded & 0xFFFF_FFFFL);
    }

    boolean compareAndSet(long expected, int hi, int lo) {
      return compareAndSet(expected, encode(hi, lo));
    }

    void add(int deltaHi, int deltaLo) {
      while (true) {
        long e = get();
        if (compareAndSet(e, encode(hi(e) + deltaHi, lo(e) + deltaLo))) {
          return;
        }
      }
    }
  }

  final Counts counts = new Counts(0, 0);
  final int limit;
  final CountDownLatch done = new CountDownLatch(MAX);
  final Object lock = new Object();

  void ensure() {
    while (true) {
      long c = counts.get();
      int threads = Counts.hi(c);
      if (threads >= limit) {
        return;
      }
      if (counts.compareAndSet(c, threads + 1, Counts.lo(c))) {
        startWorker();
      }
    }
  }

  void startWorker() {
    new Thread(this::work).start();
  }

  PackedPool(int limit) {
    this.limit = limit;
  }

  void work() {
    counts.add(0, 1);
    done.countDown();
  }

  void check() throws InterruptedException {
    done.await();
    if (Counts.lo(counts.get()) != MAX) {
      synchronized (lock) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    PackedPool p = new PackedPool(MAX);
    p.ensure();
    p.check();
  }
}
