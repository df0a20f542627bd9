package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * {@link UpdaterGate} with the increment done by a helper that receives the updater as a
 * parameter: that call's updater is not resolved, so no field of an
 * {@code AtomicIntegerFieldUpdater} is tracked, and the waiter's test is a free choice (a
 * deadlock of the model, not of the program, but never a wrong HOLDS).
 */
public class UpdaterEscapes {
  static final int PARTIES = 2;
  static final AtomicIntegerFieldUpdater<UpdaterEscapes> DONE =
      AtomicIntegerFieldUpdater.newUpdater(UpdaterEscapes.class, "done");
  private volatile int done;
  private final Object lock = new Object();

  static int bump(AtomicIntegerFieldUpdater<UpdaterEscapes> u, UpdaterEscapes g) {
    return u.incrementAndGet(g);
  }

  void finish() {
    if (bump(DONE, this) == PARTIES) {
      synchronized (lock) {
        lock.notifyAll();
      }
    }
  }

  void await() throws InterruptedException {
    synchronized (lock) {
      while (done < PARTIES) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    UpdaterEscapes g = new UpdaterEscapes();
    Thread a = new Thread(g::finish);
    Thread b = new Thread(g::finish);
    a.start();
    b.start();
    g.await();
    a.join();
    b.join();
  }
}
