package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * An event buffer of two element classes, added without bound and drained in bulk: no removal
 * stores an item, so element kinds would narrow nothing; the count saturates. No deadlock.
 */
public class EventBufferKinds {
  static final LinkedBlockingQueue<Object> EVENTS = new LinkedBlockingQueue<>();

  /** One kind of event. */
  static class Started {}

  /** Another kind of event. */
  static class Stopped {}

  public static void main(String[] args) throws InterruptedException {
    int n = args.length + 20;
    Thread worker = new Thread(() -> {
      for (int i = 0; i < n; i++) {
        EVENTS.add(new Started());
        EVENTS.add(new Stopped());
      }
    });
    worker.start();
    List<Object> drained = new ArrayList<>();
    EVENTS.drainTo(drained);
    worker.join();
  }
}
