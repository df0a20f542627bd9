package org.petrify.ir.frontend.samples;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link StatsGateQuiet} whose message supplier, run by the library unseen, resets the gate's
 * counter through a JDK call on it ({@code done.getAndSet(-5)} on a field it reads) and puts
 * it into the ring: a slot's {@code set} may then be the counter's. A deadlock.
 */
public class StatsGateReset {
  static final int PARTIES = 2;
  final AtomicLong done = new AtomicLong();
  final AtomicLong[] slots = new AtomicLong[4];
  private final Object lock = new Object();

  StatsGateReset() {
    Arrays.setAll(slots, i -> new AtomicLong(-1));
  }

  Object check(Object o) {
    return Objects.requireNonNull(o, () -> String.format("%s", slots[1] = done));
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
    StatsGateReset g = new StatsGateReset();
    try {
      g.check(null);
    } catch (NullPointerException e) {
      // the supplier ran
    }
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
