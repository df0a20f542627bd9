package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * One poison pill for two consumers of a bounded queue: the consumer that does not get it
 * waits forever in {@code take}. A deadlock.
 */
public class PillBoundedTwoConsumers {
  static final Object POISON = new Object();

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new LinkedBlockingQueue<>(2);
    Runnable consumer = () -> {
      try {
        while (q.take() != POISON) {
          Thread.onSpinWait();
        }
      } catch (InterruptedException e) {
        // stop
      }
    };
    Thread a = new Thread(consumer);
    Thread b = new Thread(consumer);
    a.start();
    b.start();
    q.put("job");
    q.put(POISON);
    a.join();
    b.join();
  }
}
