package org.petrify.ir.frontend.samples;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link AtomicGate} on an {@code AtomicLong}, beside a statistics ring whose slots
 * {@code Arrays.setAll} fills (the points-to analysis does not see those stores, so a
 * {@code set} on a slot has an unknown receiver). The gate's counter is never handed on or
 * stored into an array, so the slot is never the counter: no deadlock.
 */
public class StatsGate {
  static final int PARTIES = 2;
  final AtomicLong done = new AtomicLong();
  final AtomicLong[] slots = new AtomicLong[4];
  private final Object lock = new Object();

  StatsGate() {
    Arrays.setAll(slots, i -> new AtomicLong(-1));
  }

  void record(int i, long v) {
    slots[i].set(v);
  }

  void finish() {
    record(1, 5);
    if (done.incrementAndGet() == PARTIES) {
      synchronized (lock) {
        lock.notifyAll();
      }
    }
  }

  void await() throws InterruptedException {
    synchronized (lock) {
      while (done.get() < PARTIES) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    StatsGate g = new StatsGate();
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
