package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Compare-and-set loops whose expected value is not a fresh read of the object they update,
 * each of which spins forever on the JVM once another thread set the value to 1: the value
 * read once before the loop, a value read from another object, and a value read again on one
 * path of the loop only.
 */
public class CasStaleRetry {
  static final AtomicInteger VALUE = new AtomicInteger();
  static final AtomicInteger OTHER = new AtomicInteger();
  static volatile boolean reread;

  static void readOnce() {
    int v = VALUE.get();
    while (!VALUE.compareAndSet(v, v + 1)) {
      Thread.onSpinWait();
    }
  }

  static void readOther() {
    int v;
    do {
      v = OTHER.get();
    } while (!VALUE.compareAndSet(v, v + 1));
  }

  static void readSometimes() {
    int v = 0;
    while (!VALUE.compareAndSet(v, v + 1)) {
      if (reread) {
        v = VALUE.get();
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread w = new Thread(() -> VALUE.set(OTHER.get() + 1));
    w.start();
    w.join();
    Thread a = new Thread(CasStaleRetry::readOnce);
    Thread b = new Thread(CasStaleRetry::readOther);
    Thread c = new Thread(CasStaleRetry::readSometimes);
    a.start();
    b.start();
    c.start();
    a.join();
    b.join();
    c.join();
  }
}
