package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Twin of {@link LiteralPillString} whose producer sends {@code "STOP"} before the jobs: the
 * consumer ends at it, the first job fills the queue of one and the producer waits for room
 * for ever. A deadlock.
 */
public class LiteralPillStringWrong {
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
    q.put("STOP");
    for (int i = 0; i < 3; i++) {
      q.put("job" + i);
    }
    c.join();
  }
}
