package org.petrify.ir.frontend.samples;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * An event buffer: an unbounded queue that a worker adds to as often as it likes and that
 * {@code main} only polls and drains, never waiting on it. No deadlock; the count of the queue
 * has no bound in Java, so the model must not stop at one.
 */
public class EventBuffer {
  static final LinkedBlockingQueue<String> EVENTS = new LinkedBlockingQueue<>();
  static final Object LOCK = new Object();
  static int count;

  static void log(String event) {
    EVENTS.add(event);
  }

  public static void main(String[] args) throws InterruptedException {
    int n = args.length + 20;
    Thread worker = new Thread(() -> {
      for (int i = 0; i < n; i++) {
        synchronized (LOCK) {
          count++;
        }
        log("counted");
      }
    });
    worker.start();
    for (int i = 0; i < n; i++) {
      if (EVENTS.poll() == null) {
        log("empty");
      }
    }
    worker.join();
    EVENTS.clear();
  }
}
