package org.petrify.ir.frontend.samples;

import java.util.concurrent.CompletableFuture;

/**
 * Two asynchronous values combined by a method reference to a JDK method ({@code
 * Integer::sum}), joined by {@code main}, which then takes the lock the first task took. No
 * deadlock; the combining function runs no program code.
 */
public final class CombineWithSum {
  public static void main(String[] args) {
    Object lock = new Object();
    int r = CompletableFuture.supplyAsync(() -> {
      synchronized (lock) {
        return 1;
      }
    }).thenCombine(CompletableFuture.supplyAsync(() -> 2), Integer::sum).join();
    synchronized (lock) {
      System.out.println(r);
    }
  }
}
