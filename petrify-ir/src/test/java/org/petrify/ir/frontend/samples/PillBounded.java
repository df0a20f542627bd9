package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A poison pill in a bounded queue of two: the consumer ends at the pill, the producer never
 * waits for room. No deadlock ({@code QueuePills}: the queue's kinds and room are counted).
 */
public class PillBounded {
  static final Object POISON = new Object();

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new ArrayBlockingQueue<>(2);
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
    q.put("job");
    q.put(POISON);
    c.join();
  }
}
