package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * {@code thenCombine}'s function runs in the thread whose completion comes last: main
 * completes {@code b} holding {@code ledger}, the function takes {@code audit}, the auditor
 * takes them the other way round. A deadlock.
 */
public final class CombineUnderLock {
  static final Object ledger = new Object();
  static final Object audit = new Object();

  public static void main(String[] args) throws InterruptedException {
    CompletableFuture<Integer> a = new CompletableFuture<>();
    CompletableFuture<Integer> b = new CompletableFuture<>();
    CompletableFuture<Integer> sum = a.thenCombine(b, (x, y) -> {
      synchronized (audit) {
        return x + y;
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
    a.complete(1);
    synchronized (ledger) {
      b.complete(2);
    }
    sum.join();
    auditor.join();
  }
}
