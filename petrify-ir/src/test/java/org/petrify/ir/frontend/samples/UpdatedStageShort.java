package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/** {@link UpdatedStage} with one worker: the stage stays 1 and main waits for ever. */
public class UpdatedStageShort {
  static final Object LOCK = new Object();
  static final AtomicInteger STAGE = new AtomicInteger();

  public static void main(String[] args) throws InterruptedException {
    new Thread(() -> {
      STAGE.updateAndGet(x -> x + 1);
      synchronized (LOCK) {
        LOCK.notifyAll();
      }
    }).start();
    synchronized (LOCK) {
      while (STAGE.get() < 2) {
        LOCK.wait();
      }
    }
  }
}
