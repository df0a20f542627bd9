package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * Both sources are complete when main registers {@code runAfterBoth} holding {@code ledger}:
 * the action runs right there, in main, and takes {@code audit}; the auditor takes them the
 * other way round. A deadlock.
 */
public final class BothCompleteAtRegistration {
  static final Object ledger = new Object();
  static final Object audit = new Object();

  public static void main(String[] args) throws InterruptedException {
    CompletableFuture<Integer> a = new CompletableFuture<>();
    CompletableFuture<Integer> b = new CompletableFuture<>();
    a.complete(1);
    b.complete(2);
    Thread auditor = new Thread(() -> {
      synchronized (audit) {
        synchronized (ledger) {
          System.out.println("audit");
        }
      }
    });
    auditor.start();
    synchronized (ledger) {
      a.runAfterBoth(b, () -> {
        synchronized (audit) {
          System.out.println("both");
        }
      });
    }
    auditor.join();
  }
}
