package org.petrify.ir.frontend.samples;

import java.util.Optional;

/**
 * Two workers cross their locks only through an {@code ifPresent} action of an {@code
 * Optional.empty()}, which never runs. No deadlock, and no unknown lock (the action's
 * parameter has an empty points-to set).
 */
public final class EmptyOptionalAction {
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
      Optional.<Object>empty().ifPresent(a -> {
        synchronized (A) {
          System.out.println(a);
        }
      });
    }
  }
}
