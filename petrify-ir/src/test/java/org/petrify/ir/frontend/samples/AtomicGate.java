package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Two workers count on an AtomicInteger; the one that brings it to {@code PARTIES} notifies the
 * waiting main thread, which waits while the count is below. No deadlock when the atomic's
 * value is tracked (with {@code PARTIES} = 3, one more than the workers, main waits forever).
 */
public class AtomicGate {
  static final int PARTIES = 2;
  private final AtomicInteger done = new AtomicInteger();
  private final Object lock = new Object();

  void finish() {
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
    AtomicGate g = new AtomicGate();
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
