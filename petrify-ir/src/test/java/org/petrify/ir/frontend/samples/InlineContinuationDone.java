package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * A continuation of a future complete when made runs in the registering thread, here under
 * {@code a}; t1 takes {@code b} then {@code a}, the continuation takes {@code b}: a deadlock.
 */
public class InlineContinuationDone {
  static final Object a = new Object();
  static final Object b = new Object();

  static void takeB(int v) {
    synchronized (b) {
      v++;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    CompletableFuture<Integer> f = CompletableFuture.completedFuture(1);
    Thread t1 = new Thread(() -> {
      synchronized (b) {
        synchronized (a) {
          a.hashCode();
        }
      }
    });
    t1.start();
    synchronized (a) {
      f.thenAccept(InlineContinuationDone::takeB).join();
    }
    t1.join();
  }
}
