package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicReference;

/** A worker clears a job reference with {@code getAndUpdate(s -> null)}; main waits for it. */
public class ClearedReference {
  static final Object LOCK = new Object();
  static final AtomicReference<String> JOB = new AtomicReference<>("job");

  public static void main(String[] args) throws InterruptedException {
    new Thread(() -> {
      JOB.getAndUpdate(s -> null);
      synchronized (LOCK) {
        LOCK.notifyAll();
      }
    }).start();
    synchronized (LOCK) {
      while (JOB.get() != null) {
        LOCK.wait();
      }
    }
  }
}
