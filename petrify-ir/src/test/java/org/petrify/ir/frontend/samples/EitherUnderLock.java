package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * {@code acceptEither}'s function runs in the thread whose completion comes first: main
 * completes {@code b} first, holding {@code ledger}; the function takes {@code audit}, the
 * auditor takes them the other way round. A deadlock.
 */
public final class EitherUnderLock {
  static final Object ledger = new Object();
  static final Object audit = new Object();

  public static void main(String[] args) throws InterruptedException {
    CompletableFuture<Integer> a = new CompletableFuture<>();
    CompletableFuture<Integer> b = new CompletableFuture<>();
    CompletableFuture<Void> done = a.acceptEither(b, x -> {
      synchronized (audit) {
        System.out.println(x);
      }
    });
    Thread auditor = new Thread(() -> {
      synchronized (audit) {
        synchronized (ledger) {
          System.out.println("audit");
        }
      }
    });
    auditor.start();
    synchronized (ledger) {
      b.complete(2);
    }
    a.complete(1);
    done.join();
    auditor.join();
  }
}
