package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;

/**
 * {@code ArrayBlockingQueue.removeIf} runs its filter holding the queue's lock; the filter
 * takes {@code L}, and {@code main} holds {@code L} while it puts into the queue (a lock cycle
 * through the queue's internal lock). With {@code ordered} set, {@code main} puts after it
 * releases {@code L} (no cycle).
 */
public class FunctionUnderQueueLock {
  static final Object L = new Object();
  static boolean ordered;

  static boolean old(String s) {
    synchronized (L) {
      return s.startsWith("old");
    }
  }

  public static void main(String[] args) throws InterruptedException {
    ArrayBlockingQueue<String> q = new ArrayBlockingQueue<>(4);
    q.put("old");
    Thread t = new Thread(() -> q.removeIf(FunctionUnderQueueLock::old));
    t.start();
    synchronized (L) {
      if (!ordered) {
        q.put("new");
      }
    }
    if (ordered) {
      q.put("new");
    }
    t.join();
  }
}
