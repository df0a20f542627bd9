package org.petrify.ir.frontend.samples;

import java.util.AbstractList;

/**
 * {@code contains}, inherited from {@code AbstractCollection}, calls the overridden {@code get},
 * which takes {@code B}; main calls it holding {@code A}, the worker takes {@code B} then
 * {@code A}.
 */
public class InheritedGet {
  static final Object A = new Object();
  static final Object B = new Object();

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
    OneItem items = new OneItem();
    Thread worker = new Thread(() -> {
      synchronized (B) {
        synchronized (A) {
          System.out.println("worker");
        }
      }
    });
    worker.start();
    synchronized (A) {
      System.out.println(items.contains("x"));
    }
    worker.join();
  }
}
