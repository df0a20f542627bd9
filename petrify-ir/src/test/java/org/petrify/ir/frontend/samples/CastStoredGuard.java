package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * A field of an interface type is set only after the threads are done, from a {@code new}
 * list (the bytecode's local has the class type; the store casts it to {@code List}), and
 * tested before: the inverted lock order it guards never runs, no deadlock.
 */
public class CastStoredGuard {
  static final Object A = new Object();
  static final Object B = new Object();

  private List<String> items;

  void lockBoth() {
    if (items != null) {
      synchronized (B) {
        synchronized (A) {
          items.add("b");
        }
      }
    }
  }

  void fill() {
    if (items == null) {
      items = new ArrayList<>();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    CastStoredGuard g = new CastStoredGuard();
    Thread t = new Thread(() -> {
      synchronized (A) {
        synchronized (B) {
          System.out.println("a then b");
        }
      }
    });
    t.start();
    g.lockBoth();
    t.join();
    g.fill();
  }
}
