package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * An unbounded queue filled in a loop that a consumer takes from one more time than it was
 * filled: the consumer waits forever. A {@code take} waits on the count, so the count keeps its
 * bound (an overflow, never a saturation that would let the take through).
 */
public class EventBufferTaken {
  static final LinkedBlockingQueue<String> EVENTS = new LinkedBlockingQueue<>();

  public static void main(String[] args) throws InterruptedException {
    int n = args.length + 20;
    for (int i = 0; i < n; i++) {
      EVENTS.add("event");
    }
    for (int i = 0; i <= n; i++) {
      EVENTS.take();
    }
  }
}
