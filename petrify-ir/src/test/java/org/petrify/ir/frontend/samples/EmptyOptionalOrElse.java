package org.petrify.ir.frontend.samples;

import java.util.Optional;

/**
 * {@code ifPresentOrElse} of an {@code Optional.empty()}: the value action never runs, the
 * empty action does, and takes A under B, crossing the worker. Deadlock.
 */
public final class EmptyOptionalOrElse {
  static final Object A = new Object();
  static final Object B = new Object();

  public static void main(String[] args) {
    new Thread(() -> {
      synchronized (A) {
        synchronized (B) {
          System.out.println("t1");
        }
      }
    }).start();
    synchronized (B) {
      Optional.<Object>empty().ifPresentOrElse(System.out::println, () -> {
        synchronized (A) {
          System.out.println("empty");
        }
      });
    }
  }
}
