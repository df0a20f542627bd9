package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A worker raises a level with {@code accumulateAndGet(level, Math::max)}; main waits until
 * it is at least 5. With {@link #LEVEL} 5 main ends; {@link AccumulatedLevelLow} gives 3.
 */
public class AccumulatedLevel {
  static final Object LOCK = new Object();
  static final AtomicLong REACHED = new AtomicLong();

  static void await(long level) throws InterruptedException {
    new Thread(() -> {
      REACHED.accumulateAndGet(level, Math::max);
      REACHED.accumulateAndGet(1, Math::max);
      synchronized (LOCK) {
        LOCK.notifyAll();
      }
    }).start();
    synchronized (LOCK) {
      while (REACHED.get() < 5) {
        LOCK.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    await(5);
  }
}
