package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Twin of {@link LiteralPillInt} whose producer ends with {@code 1}, not the sentinel: the
 * consumer waits for ever. A deadlock.
 */
public class LiteralPillIntWrong {
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
    q.put(1);
    c.join();
  }
}
