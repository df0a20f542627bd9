package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * An {@code Integer} sentinel: the consumer unboxes what it takes and stops at {@code -1}; the
 * producer puts five counts, then {@code -1}, through a bounded queue of two. No deadlock.
 */
public class LiteralPillInt {
  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Integer> q = new ArrayBlockingQueue<>(2);
    Thread c = new Thread(() -> {
      try {
        while (true) {
          int v = q.take();
          if (v == -1) {
            return;
          }
        }
      } catch (InterruptedException e) {
        // stop
      }
    });
    c.start();
    for (int i = 0; i < 5; i++) {
      q.put(i);
    }
    q.put(-1);
    c.join();
  }
}
