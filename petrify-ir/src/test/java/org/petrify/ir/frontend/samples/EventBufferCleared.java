package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * An event buffer filled without bound, then cleared: the next poll returns null, and
 * {@code main} then waits for a notification nobody sends (a deadlock the saturated count must
 * keep).
 */
public class EventBufferCleared {
  static final LinkedBlockingQueue<String> EVENTS = new LinkedBlockingQueue<>();
  static final Object LOCK = new Object();

  public static void main(String[] args) throws InterruptedException {
    int n = args.length + 20;
    for (int i = 0; i < n; i++) {
      EVENTS.offer("event");
    }
    EVENTS.clear();
    if (EVENTS.poll() == null) {
      synchronized (LOCK) {
        LOCK.wait();
      }
    }
  }
}
