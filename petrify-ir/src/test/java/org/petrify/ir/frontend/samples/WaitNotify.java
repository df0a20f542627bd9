package org.petrify.ir.frontend.samples;

/** A guarded wait and a notifyAll on the same monitor, reached through a field load. */
public class WaitNotify {
  final Object monitor = new Object();
  boolean ready;

  void await() throws InterruptedException {
    synchronized (monitor) {
      while (!ready) {
        monitor.wait();
      }
    }
  }

  void signal() {
    synchronized (monitor) {
      ready = true;
      monitor.notifyAll();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    WaitNotify w = new WaitNotify();
    Thread t = new Thread(() -> {
      try {
        w.await();
      } catch (InterruptedException e) {
        return;
      }
    });
    t.start();
    w.signal();
    t.join();
  }
}
