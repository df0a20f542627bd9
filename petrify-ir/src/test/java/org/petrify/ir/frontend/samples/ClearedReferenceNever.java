package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicReference;

/** {@link ClearedReference} replacing the job with {@code "done"}: main waits for ever. */
public class ClearedReferenceNever {
  static final Object LOCK = new Object();
  static final AtomicReference<String> JOB = new AtomicReference<>("job");

  public static void main(String[] args) throws InterruptedException {
    new Thread(() -> {
      JOB.updateAndGet(s -> "done");
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
