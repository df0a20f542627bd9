package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code toArray(array)} fills the array it is given; the element read back at index 0 locks
 * {@code A} under {@code B}, the worker locks {@code A} then {@code B}.
 */
public class ToArrayArgument {
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
    List<Task> tasks = new ArrayList<>();
    tasks.add(new Task());
    Thread worker = new Thread(() -> {
      synchronized (A) {
        synchronized (B) {
          System.out.println("worker");
        }
      }
    });
    worker.start();
    Task[] array = new Task[1];
    tasks.toArray(array);
    synchronized (B) {
      array[0].run();
    }
    worker.join();
  }
}
