package org.petrify.ir.frontend.samples;

/**
 * Store buffering with volatile flags: volatile accesses are sequentially consistent, so at
 * most one thread sees the other flag clear and takes its locks: no deadlock. The flags are
 * tracked.
 */
public class StoreBufferingVolatile {
  static final Object a = new Object();
  static final Object b = new Object();
  static volatile boolean first;
  static volatile boolean second;

  static void one() {
    first = true;
    if (!second) {
      synchronized (a) {
        synchronized (b) {
          first = true;
        }
      }
    }
  }

  static void two() {
    second = true;
    if (!first) {
      synchronized (b) {
        synchronized (a) {
          second = true;
        }
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread t1 = new Thread(StoreBufferingVolatile::one);
    Thread t2 = new Thread(StoreBufferingVolatile::two);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
