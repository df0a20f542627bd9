package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Two consumers of a queue, each stopping at the poison pill, and one pill: the other
 * consumer waits forever (a deadlock).
 */
public class PillConsumersWrong {
  static final Object POISON = new Object();

  static void consume(BlockingQueue<Object> q) {
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
  }

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new LinkedBlockingQueue<>();
    Thread a = new Thread(() -> consume(q));
    Thread b = new Thread(() -> consume(q));
    a.start();
    b.start();
    q.put("job");
    q.put(POISON);
    a.join();
    b.join();
  }
}
