package org.petrify.ir.frontend.samples;

/** An explicit throw caught by a handler that takes a lock; a callee that throws. */
public class Exceptions {
  static final Object lock = new Object();

  static void fail() {
    throw new IllegalStateException("no");
  }

  static void handled() {
    synchronized (lock) {
      fail();
    }
  }

  public static void main(String[] args) {
    try {
      throw new IllegalArgumentException();
    } catch (IllegalArgumentException e) {
      synchronized (lock) {
        Exceptions.class.hashCode();
      }
    }
    try {
      handled();
    } catch (IllegalStateException e) {
      synchronized (Exceptions.class) {
        lock.hashCode();
      }
    }
  }
}
