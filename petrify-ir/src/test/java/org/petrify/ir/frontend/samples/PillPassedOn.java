package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Three consumers of a queue share one poison pill: each puts the pill it took back
 * for the next one. No deadlock, provable only if the pill put back is counted as the pill.
 */
public class PillPassedOn {
  static final Object POISON = new Object();

  static void consume(BlockingQueue<Object> q) {
    try {
      while (true) {
        Object o = q.take();
        if (o == POISON) {
          q.put(o);
          return;
        }
      }
    } catch (InterruptedException e) {
      // stop
    }
  }

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new LinkedBlockingQueue<>();
    Thread a = new Thread(() -> consume(q));
    Thread b = new Thread(() -> consume(q));
    Thread c = new Thread(() -> consume(q));
    a.start();
    b.start();
    c.start();
    for (int i = 0; i < 3; i++) {
      q.put("job " + i);
    }
    q.put(POISON);
    a.join();
    b.join();
    c.join();
  }
}
