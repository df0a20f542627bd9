package org.petrify.ir.frontend.samples;

/** Two threads take two locks in opposite order: the classic deadlock. */
public class ClassicDeadlock {
  static final Object a = new Object();
  static final Object b = new Object();

  public static void main(String[] args) throws InterruptedException {
    Thread t1 = new Thread(() -> {
      synchronized (a) {
        synchronized (b) {
          work();
        }
      }
    });
    Thread t2 = new Thread(ClassicDeadlock::other);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }

  static void other() {
    synchronized (b) {
      synchronized (a) {
        work();
      }
    }
  }

  static void work() {}
}
