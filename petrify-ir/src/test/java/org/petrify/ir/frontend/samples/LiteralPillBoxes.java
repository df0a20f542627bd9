package org.petrify.ir.frontend.samples;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The consumer stops at an item {@code Integer.valueOf(1).equals(..)}, but the producer puts
 * the string {@code "1"} and the {@code Long} 1: neither equals the {@code Integer} 1, so the
 * consumer waits for ever. A deadlock.
 */
public class LiteralPillBoxes {
  static final Integer ONE = 1;

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<Object> q = new LinkedBlockingQueue<>();
    Thread c = new Thread(() -> {
      try {
        while (true) {
          Object o = q.take();
          if (ONE.equals(o)) {
            return;
          }
        }
      } catch (InterruptedException e) {
        // stop
      }
    });
    c.start();
    q.put("1");
    q.put(1L);
    c.join();
  }
}
