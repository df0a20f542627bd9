package org.petrify.ir.frontend.samples;

import java.util.concurrent.CyclicBarrier;

/**
 * Two parties of a two-party barrier, the helper's {@code await} inside {@code catch
 * (Exception)}. The barrier needs no lock, so no {@code IllegalMonitorStateException} reaches
 * the handler, and nothing interrupts or breaks the barrier: both pass it. No deadlock.
 */
public final class BarrierCatchAll {
  public static void main(String[] args) throws Exception {
    CyclicBarrier barrier = new CyclicBarrier(2);
    Thread t = new Thread(() -> {
      try {
        barrier.await();
      } catch (Exception e) {
        System.out.println("broken");
      }
    });
    t.start();
    barrier.await();
    t.join();
  }
}
