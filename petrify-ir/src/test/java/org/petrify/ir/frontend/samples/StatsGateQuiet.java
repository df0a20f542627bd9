package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link StatsGate} that also hands the library two lambdas the points-to analysis does not
 * follow: a method reference to a JDK method ({@code Thread::interrupt} for
 * {@code List.forEach}) and a message supplier that only formats its class's name
 * ({@code Objects.requireNonNull}). Neither reaches the gate's counter: no deadlock.
 */
public class StatsGateQuiet {
  static final int PARTIES = 2;
  final AtomicLong done = new AtomicLong();
  final AtomicLong[] slots = new AtomicLong[4];
  final List<Thread> sleepers = new ArrayList<>();
  private final Object lock = new Object();

  StatsGateQuiet() {
    Arrays.setAll(slots, i -> new AtomicLong(-1));
  }

  Object check(Object o) {
    return Objects.requireNonNull(o, () -> String.format("%s: null", getClass().getName()));
  }

  void finish() {
    slots[1].set(5);
    sleepers.forEach(Thread::interrupt);
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
    StatsGateQuiet g = new StatsGateQuiet();
    g.check(g);
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
