package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A consumer that stops at the empty string, tested with {@code length() == 0}, behind jobs built by
 * concatenation through a bounded queue of one. No deadlock: provable only if the queue counts
 * {@code ""} apart and knows that no {@code "job" + i} is empty.
 */
public class LiteralPillLength {
  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<String> q = new ArrayBlockingQueue<>(1);
    Thread c = new Thread(() -> {
      try {
        while (true) {
          String s = q.take();
          if (s.length() == 0) {
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
    q.put("");
    c.join();
  }
}
