package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicReference;

/**
 * A worker publishes a result through an AtomicReference with compareAndSet and notifies; main
 * waits while it is null. Also a getAndSet test-and-set lock around the publication. No
 * deadlock with the reference's nullness tracked.
 */
public class AtomicRefHandoff {
  private final AtomicReference<String> result = new AtomicReference<>();
  private final java.util.concurrent.atomic.AtomicBoolean busy =
      new java.util.concurrent.atomic.AtomicBoolean();
  private final Object lock = new Object();

  void publish() {
    while (busy.getAndSet(true)) {
      Thread.onSpinWait();
    }
    if (result.compareAndSet(null, "done")) {
      synchronized (lock) {
        lock.notifyAll();
      }
    }
    busy.set(false);
  }

  void await() throws InterruptedException {
    synchronized (lock) {
      while (result.get() == null) {
        lock.wait();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    AtomicRefHandoff h = new AtomicRefHandoff();
    Thread w = new Thread(h::publish);
    w.start();
    h.await();
    w.join();
  }
}
