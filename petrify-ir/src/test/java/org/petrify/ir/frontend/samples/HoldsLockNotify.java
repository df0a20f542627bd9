package org.petrify.ir.frontend.samples;

/**
 * A helper that checks {@code Thread.holdsLock} before it changes the state and notifies: the
 * worker always calls it holding the monitor, so it never throws and main is always woken. With
 * the answer unknown the helper may throw instead of notifying (a false deadlock).
 */
public class HoldsLockNotify {
  static final Object lock = new Object();
  static boolean ready;

  static void markReady() {
    if (!Thread.holdsLock(lock)) {
      throw new IllegalMonitorStateException();
    }
    ready = true;
    lock.notifyAll();
  }

  public static void main(String[] args) throws InterruptedException {
    Thread worker = new Thread(() -> {
      synchronized (lock) {
        markReady();
      }
    });
    worker.start();
    synchronized (lock) {
      while (!ready) {
        lock.wait();
      }
    }
    worker.join();
  }
}
