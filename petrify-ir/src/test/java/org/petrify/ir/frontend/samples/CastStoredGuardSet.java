package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * The twin of {@link CastStoredGuard}: the field is set from a {@code new} list (stored
 * through a cast to {@code List}) before it is tested, so the inverted lock order it guards
 * runs beside the thread: a deadlock.
 */
public class CastStoredGuardSet {
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
    CastStoredGuardSet g = new CastStoredGuardSet();
    g.fill();
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
  }
}
