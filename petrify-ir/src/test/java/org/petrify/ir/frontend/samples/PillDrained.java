package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The producer drains the queue, pill included, before the consumer starts: the consumer
 * waits forever (a deadlock), so draining must take pills too.
 */
public class PillDrained {
  static final Object POISON = new Object();

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new LinkedBlockingQueue<>();
    q.put("job");
    q.put(POISON);
    List<Object> out = new ArrayList<>();
    q.drainTo(out);
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
    c.join();
  }
}
