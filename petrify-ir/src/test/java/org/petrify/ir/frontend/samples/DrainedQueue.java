package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Elements moved out of a container into an argument: {@code drainTo(list)} and {@code
 * toArray(array)}. Each task taken out locks {@code A}, while {@code main} holds {@code B};
 * the worker locks {@code A} then {@code B}: a deadlock only if the drained calls are seen.
 */
public class DrainedQueue {
  static final Object A = new Object();
  static final Object B = new Object();

  /** A task that takes lock A. */
  public static class Task {
    void run() {
      synchronized (A) {
        System.out.println("task");
      }
    }
  }

  public static void main(String[] args) throws InterruptedException {
    LinkedBlockingQueue<Task> queue = new LinkedBlockingQueue<>();
    queue.add(new Task());
    Thread worker = new Thread(() -> {
      synchronized (A) {
        synchronized (B) {
          System.out.println("worker");
        }
      }
    });
    worker.start();
    List<Task> drained = new ArrayList<>();
    queue.drainTo(drained);
    synchronized (B) {
      drained.get(0).run();
    }
    worker.join();
  }
}
