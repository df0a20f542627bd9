package org.petrify.ir.frontend.samples;

import java.util.concurrent.CyclicBarrier;

/**
 * {@link BarrierCatchAll} with a barrier action, which the party that trips the barrier runs
 * inside its {@code await}: a quiet action (a counter under a lock) cannot end by an
 * exception, so the {@code catch (Exception)} stays unreachable. {@link Throwing}'s action
 * throws, and that exception would reach the handler: its caveat stays.
 */
public final class BarrierActionCatchAll {
  static final Object LOCK = new Object();
  static int trips;

  static void await(CyclicBarrier barrier) {
    try {
      barrier.await();
    } catch (Exception e) {
      System.out.println("broken");
    }
  }

  static void run(Runnable action) throws Exception {
    CyclicBarrier barrier = new CyclicBarrier(2, action);
    Thread t = new Thread(() -> await(barrier));
    t.start();
    await(barrier);
    t.join();
  }

  public static void main(String[] args) throws Exception {
    run(() -> {
      synchronized (LOCK) {
        trips++;
      }
    });
  }

  /** An action that throws: the handler may run. */
  public static final class Throwing {
    public static void main(String[] args) throws Exception {
      run(() -> {
        throw new IllegalStateException("no trip");
      });
    }
  }
}
