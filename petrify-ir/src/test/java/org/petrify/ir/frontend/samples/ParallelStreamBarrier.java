package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Parallel streams whose functions do what two workers may not show: one awaits a latch of
 * three (hangs with fewer than three runs at once), one takes three locks in turn.
 */
public class ParallelStreamBarrier {
  static final Object a = new Object();
  static final Object b = new Object();
  static final Object c = new Object();
  static final List<Integer> items = new ArrayList<>(List.of(1, 2, 3));
  static final CountDownLatch latch = new CountDownLatch(3);
  static int sum;

  public static void main(String[] args) {
    items.parallelStream().forEach(x -> {
      latch.countDown();
      try {
        latch.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    items.parallelStream().forEach(x -> {
      Object first = x == 1 ? a : x == 2 ? b : c;
      Object second = x == 1 ? b : x == 2 ? c : a;
      synchronized (first) {
        synchronized (second) {
          sum += x;
        }
      }
    });
  }
}
