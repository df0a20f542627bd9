package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * {@link AtomicGate} with the count a volatile int changed through a field updater held in a
 * static final field: tracked like the atomic, so no deadlock.
 */
public class UpdaterGate {
  static final int PARTIES = 2;
  static final AtomicIntegerFieldUpdater<UpdaterGate> DONE =
      AtomicIntegerFieldUpdater.newUpdater(UpdaterGate.class, "done");
  private volatile int done;
  private final Object lock = new Object();

  void finish() {
    if (DONE.incrementAndGet(this) == PARTIES) {
      synchronized (lock) {
        lock.notifyAll();
      }
    }
  }

  void await() throws InterruptedException {
    synchronized (lock) {
      while (DONE.get(this) < PARTIES) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    UpdaterGate g = new UpdaterGate();
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
