package org.petrify.ir.frontend.samples;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link StatsGate} whose ring's slots are all the gate's own counter ({@code Arrays.setAll}
 * with a lambda returning it): a slot's {@code set} may reset the counter after the first
 * increment, and main then waits forever. A deadlock.
 */
public class StatsGateLeaked {
  static final int PARTIES = 2;
  final AtomicLong done = new AtomicLong();
  final AtomicLong[] slots = new AtomicLong[4];
  private final Object lock = new Object();

  StatsGateLeaked() {
    Arrays.setAll(slots, i -> done);
  }

  void finish() {
    slots[1].set(-5);
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
    StatsGateLeaked g = new StatsGateLeaked();
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
