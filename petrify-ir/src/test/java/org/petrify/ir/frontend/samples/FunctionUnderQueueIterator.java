package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;

/**
 * An {@code ArrayBlockingQueue} iterator's {@code forEachRemaining} runs its action holding
 * the queue's lock; the action takes {@code L}, and {@code main} holds {@code L} while it asks
 * whether the queue is empty ({@code isEmpty}, inherited, calls {@code size}, which locks).
 */
public class FunctionUnderQueueIterator {
  static final Object L = new Object();

  public static void main(String[] args) throws InterruptedException {
    ArrayBlockingQueue<String> q = new ArrayBlockingQueue<>(4);
    q.put("a");
    Thread t = new Thread(() -> q.iterator().forEachRemaining(s -> {
      synchronized (L) {
        System.out.println(s);
      }
    }));
    t.start();
    synchronized (L) {
      System.out.println(q.isEmpty());
    }
    t.join();
  }
}
