package org.petrify.ir.frontend.samples;

import java.util.AbstractList;

/**
 * A static field holds both a list of ours, whose {@code get} takes {@code B}, and a class
 * object; main casts the field's value to {@code Class} and asks its name holding {@code A},
 * while the worker takes {@code B} then {@code A}. The JVM runs {@code Class.getName} only on a
 * class object, so {@code get} is never called there: no deadlock (the points-to set of the
 * cast holds the list too, as casts do not filter it).
 */
public class CastReceiver {
  static final Object A = new Object();
  static final Object B = new Object();
  static Object named;

  static final class OneItem extends AbstractList<String> {
    @Override
    public String get(int index) {
      synchronized (B) {
        return "x";
      }
    }

    @Override
    public int size() {
      return 1;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    named = new OneItem();
    System.out.println(((java.util.List<?>) named).size());
    named = String.class;
    Thread worker = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          System.out.println("worker");
        }
      }
    });
    worker.start();
    synchronized (A) {
      System.out.println(((Class<?>) named).getName());
    }
    worker.join();
  }
}
