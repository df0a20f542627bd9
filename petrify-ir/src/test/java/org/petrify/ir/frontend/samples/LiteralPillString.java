package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * A consumer that stops at the string pill {@code "STOP"}, compared with {@code equals}, behind
 * jobs built by concatenation through a bounded queue of one. No deadlock: provable only if the
 * queue counts the literal apart and knows that no {@code "job" + i} is {@code "STOP"}.
 */
public class LiteralPillString {
  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<String> q = new ArrayBlockingQueue<>(1);
    Thread c = new Thread(() -> {
      try {
        while (true) {
          String s = q.take();
          if (s.equals("STOP")) {
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
    q.put("STOP");
    c.join();
  }
}
