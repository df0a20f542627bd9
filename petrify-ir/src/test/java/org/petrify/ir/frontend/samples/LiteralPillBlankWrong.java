package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A consumer that stops at the empty string, tested with {@code isEmpty()}; the producer puts
 * a blank {@code " "} instead, which is not empty: the consumer waits for a next item forever
 * and main's join never returns.
 */
public class LiteralPillBlankWrong {
  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<String> q = new ArrayBlockingQueue<>(1);
    Thread c = new Thread(() -> {
      try {
        while (true) {
          String s = q.take();
          if (s.isEmpty()) {
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
    q.put(" "); // blank, not empty: the consumer never stops
    c.join();
  }
}
