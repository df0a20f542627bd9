package org.petrify.ir.frontend.samples25;

/**
 * Java 25: an instance main, thread builders and virtual threads; the first two threads take
 * two locks in opposite order.
 */
public class VirtualThreads {
  static final Object a = new Object();
  static final Object b = new Object();

  void main() throws InterruptedException {
    Thread t1 = Thread.ofVirtual().name("v1").start(() -> {
      synchronized (a) {
        synchronized (b) {
          a.hashCode();
        }
      }
    });
    Thread t2 = Thread.ofPlatform().unstarted(() -> {
      synchronized (b) {
        synchronized (a) {
          b.hashCode();
        }
      }
    });
    t2.start();
    Thread t3 = Thread.startVirtualThread(() -> a.hashCode());
    t1.join();
    t2.join();
    t3.join();
  }
}
