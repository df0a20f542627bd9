package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * An update function that takes a lock main holds while it joins the updating thread: a
 * deadlock inside the function, which therefore must run as code (it is not computed).
 */
public class LockingUpdate {
  static final Object B = new Object();
  static final AtomicInteger COUNT = new AtomicInteger();

  static int next(int x) {
    synchronized (B) {
      return x + 1;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread w = new Thread(() -> {
      if (COUNT.updateAndGet(LockingUpdate::next) > 1) {
        System.out.println("twice");
      }
    });
    synchronized (B) {
      w.start();
      w.join();
    }
  }
}
