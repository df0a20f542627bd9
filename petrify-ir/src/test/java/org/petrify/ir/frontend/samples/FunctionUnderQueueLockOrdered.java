package org.petrify.ir.frontend.samples;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Twin of {@link FunctionUnderQueueLock} with no cycle: the queue's {@code forEach} action
 * and a copy-on-write list's {@code replaceAll} operator take {@code L}, and {@code main}
 * calls the containers only after it releases {@code L}.
 */
public class FunctionUnderQueueLockOrdered {
  static final Object L = new Object();

  public static void main(String[] args) throws InterruptedException {
    ArrayBlockingQueue<String> q = new ArrayBlockingQueue<>(4);
    CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<>();
    list.add("a");
    q.put("old");
    Thread t = new Thread(() -> {
      q.forEach(s -> {
        synchronized (L) {
          System.out.println(s);
        }
      });
      list.replaceAll(s -> {
        synchronized (L) {
          return s + "!";
        }
      });
    });
    t.start();
    synchronized (L) {
      System.out.println("main");
    }
    q.put("new");
    list.add("b");
    t.join();
  }
}
