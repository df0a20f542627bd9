package org.petrify.ir.frontend.samples;

import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * An event buffer in a {@code ConcurrentLinkedQueue} that a worker adds to as often as it
 * likes while {@code main} polls it: no deadlock, also when the worker sets the counted queue's
 * {@code many} flag between the two steps of a poll that reads it.
 */
public class ConcurrentEventBuffer {
  static final ConcurrentLinkedQueue<String> EVENTS = new ConcurrentLinkedQueue<>();
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
  }
}
