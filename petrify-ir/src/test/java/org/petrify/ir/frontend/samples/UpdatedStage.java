package org.petrify.ir.frontend.samples;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Two workers each raise a stage counter by {@code updateAndGet(x -> x + 1)} and wake main,
 * which waits until the stage is {@link #TARGET}; with {@code TARGET} 2 main always ends.
 */
public class UpdatedStage {
  static final int TARGET = 2;
  static final Object LOCK = new Object();
  static final AtomicInteger STAGE = new AtomicInteger();

  static void raise() {
    STAGE.updateAndGet(x -> x + 1);
    synchronized (LOCK) {
      LOCK.notifyAll();
    }
  }

  public static void main(String[] args) throws InterruptedException {
    Thread a = new Thread(UpdatedStage::raise);
    Thread b = new Thread(UpdatedStage::raise);
    a.start();
    b.start();
    synchronized (LOCK) {
      while (STAGE.get() < TARGET) {
        LOCK.wait();
      }
    }
  }
}
