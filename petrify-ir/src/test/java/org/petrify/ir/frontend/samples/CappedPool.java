package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A pool's creation cap, as commons-pool2 keeps it: {@code maxTotal} is set from a config's
 * default (8) by the constructor and then by a setter; {@code create} counts on an
 * {@code AtomicLong} and refuses past the cap, and a refused user waits forever. Used by the
 * {@code Capped*} samples with different caps.
 */
public class CappedPool {
  static final CountDownLatch NEVER = new CountDownLatch(1);

  static final class Config {
    private int maxTotal = 8;

    int getMaxTotal() {
      return maxTotal;
    }
  }

  private volatile int maxTotal = 8;
  private final AtomicLong createCount = new AtomicLong();
  private final Object lock = new Object();

  CappedPool() {
    setMaxTotal(new Config().getMaxTotal());
  }

  void setMaxTotal(int m) {
    this.maxTotal = m;
  }

  int getMaxTotal() {
    return maxTotal;
  }

  boolean create() {
    int localMax = getMaxTotal();
    synchronized (lock) {
      long n = createCount.incrementAndGet();
      if (n > localMax) {
        createCount.decrementAndGet();
        return false;
      }
    }
    return true;
  }

  void use() {
    try {
      if (!create()) {
        NEVER.await();
      }
    } catch (InterruptedException e) {
      // ends
    }
  }

  /** Two users of the pool, joined. */
  void twoUsers() throws InterruptedException {
    Thread a = new Thread(this::use);
    Thread b = new Thread(this::use);
    a.start();
    b.start();
    a.join();
    b.join();
  }
}
