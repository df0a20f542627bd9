package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A worker updates a counter with {@code Ops::inc}; {@code Ops}'s initialiser, first run by the
 * worker when the library invokes the method reference, takes the lock main holds while it
 * joins the worker: a deadlock through class initialisation.
 */
public class MethodRefInit {
  static final Object LOCK = new Object();
  static final AtomicInteger COUNT = new AtomicInteger();

  static class Ops {
    static int base;

    static {
      synchronized (LOCK) {
        base = 1;
      }
    }

    static int inc(int x) {
      return x + 1;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread w = new Thread(() -> {
      if (COUNT.updateAndGet(Ops::inc) > 1) {
        System.out.println("twice");
      }
    });
    synchronized (LOCK) {
      w.start();
      w.join();
    }
  }
}
