package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;

/**
 * Calls the internal-lock rule cannot take: a {@code forEach} whose receiver may be either of
 * two queues, and a stream of an {@code ArrayBlockingQueue} (its traversal runs the stream's
 * functions under the queue's lock): each keeps the UNSOUND {@code library-callback} caveat.
 */
public class FunctionUnderLockKept {
  static final Object L = new Object();

  public static void main(String[] args) throws InterruptedException {
    ArrayBlockingQueue<String> a = new ArrayBlockingQueue<>(4);
    ArrayBlockingQueue<String> b = new ArrayBlockingQueue<>(4);
    ArrayBlockingQueue<String> q = System.nanoTime() % 2 == 0 ? a : b;
    Thread t = new Thread(() -> q.forEach(s -> {
      synchronized (L) {
        System.out.println(s);
      }
    }));
    t.start();
    a.stream().forEach(s -> {
      synchronized (L) {
        System.out.println(s);
      }
    });
    synchronized (L) {
      System.out.println(a.size() + b.size());
    }
    t.join();
  }
}
