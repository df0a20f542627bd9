package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The pill first, then two jobs into a bounded queue of one: the consumer ends at the pill,
 * the first job fills the queue and the producer waits forever for room for the second. A
 * deadlock.
 */
public class PillBoundedFull {
  static final Object POISON = new Object();

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new ArrayBlockingQueue<>(1);
    Thread c = new Thread(() -> {
      try {
        while (q.take() != POISON) {
          Thread.onSpinWait();
        }
      } catch (InterruptedException e) {
        // stop
      }
    });
    c.start();
    q.put(POISON);
    q.put("a");
    q.put("b");
    c.join();
  }
}
