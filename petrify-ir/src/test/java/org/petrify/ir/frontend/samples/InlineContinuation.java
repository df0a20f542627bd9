package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * A non-async continuation registered before completion runs inside {@code complete()}, under
 * the completer's lock {@code a}, and takes {@code b}; t1 takes {@code b} then {@code a}.
 */
public class InlineContinuation {
  static final Object a = new Object();
  static final Object b = new Object();
  static final CompletableFuture<Integer> f = new CompletableFuture<>();

  static void takeB(int v) {
    synchronized (b) {
      v++;
    }
  }

  public static void main(String[] args) throws InterruptedException {
    CompletableFuture<Void> after = f.thenAccept(InlineContinuation::takeB);
    Thread t1 = new Thread(() -> {
      synchronized (b) {
        synchronized (a) {
          a.hashCode();
        }
      }
    });
    t1.start();
    synchronized (a) {
      f.complete(1);
    }
    after.join();
    t1.join();
  }
}
