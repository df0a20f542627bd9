package org.petrify.ir.frontend.samples;

import java.util.ArrayDeque;

/**
 * A borrower polls an idle deque, creates an object if it found none, then asks a static
 * helper whether it holds nothing and, if so, waits forever. The helper's test of its
 * parameter must agree with the caller's test of {@code p}: no deadlock.
 */
public class NullHelper {
  static final Object lock = new Object();
  static final ArrayDeque<Object> idle = new ArrayDeque<>();

  static Object poll() {
    synchronized (lock) {
      return idle.pollFirst();
    }
  }

  static boolean isNull(Object o) {
    return o == null;
  }

  static void borrow() throws InterruptedException {
    Object p = poll();
    if (p == null) {
      p = new Object();
    }
    if (isNull(p)) {
      synchronized (lock) {
        lock.wait();
      }
    }
  }

  static void run() {
    try {
      borrow();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread u1 = new Thread(NullHelper::run);
    Thread u2 = new Thread(NullHelper::run);
    u1.start();
    u2.start();
    synchronized (lock) {
      idle.addLast(new Object());
    }
    u1.join();
    u2.join();
  }
}
