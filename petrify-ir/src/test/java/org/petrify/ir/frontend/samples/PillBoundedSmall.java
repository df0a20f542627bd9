package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A poison pill after three jobs through a bounded queue of one: the producer waits for room
 * at each put, the consumer ends at the pill. No deadlock.
 */
public class PillBoundedSmall {
  static final Object POISON = new Object();

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new ArrayBlockingQueue<>(1);
    Thread c = new Thread(() -> {
      try {
        while (true) {
          Object o = q.take();
          if (o == POISON) {
            return;
          }
        }
      } catch (InterruptedException e) {
        // stop
      }
    });
    c.start();
    for (int i = 0; i < 3; i++) {
      q.put("job" + i);
    }
    q.put(POISON);
    c.join();
  }
}
