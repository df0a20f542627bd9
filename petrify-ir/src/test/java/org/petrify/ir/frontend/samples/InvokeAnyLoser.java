package org.petrify.ir.frontend.samples;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * {@code invokeAny} returns when one task has completed; the other may still run: it takes
 * {@code b} then {@code a} while main, after the call, takes {@code a} then {@code b}.
 */
public class InvokeAnyLoser {
  static final Object a = new Object();
  static final Object b = new Object();

  public static void main(String[] args) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    Callable<Integer> quick = () -> 1;
    Callable<Integer> slow = () -> {
      synchronized (b) {
        synchronized (a) {
          return 2;
        }
      }
    };
    pool.invokeAny(List.of(quick, slow));
    synchronized (a) {
      synchronized (b) {
        System.out.println("done");
      }
    }
    pool.shutdown();
  }
}
