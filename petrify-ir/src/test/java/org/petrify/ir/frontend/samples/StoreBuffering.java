package org.petrify.ir.frontend.samples;

/**
 * Store buffering: each thread sets its flag and, if the other's flag is still clear, takes
 * the two locks in its own order. Sequentially consistent, at most one thread can see the
 * other's flag clear; with plain (non-volatile) fields the Java memory model lets both see
 * them clear, and the two lock orders deadlock. The flags race, so they are not tracked.
 */
public class StoreBuffering {
  static final Object a = new Object();
  static final Object b = new Object();
  static boolean first;
  static boolean second;

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
    Thread t1 = new Thread(StoreBuffering::one);
    Thread t2 = new Thread(StoreBuffering::two);
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
