package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Phaser;

/** Twin of {@link PhaserAdvanceWaits}: main opens the latch before it arrives. */
public class PhaserAdvanceWaitsOpened {
  static final CountDownLatch OPEN = new CountDownLatch(1);

  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(2) {
      @Override
      protected boolean onAdvance(int phase, int registeredParties) {
        try {
          OPEN.await();
        } catch (InterruptedException e) {
          return true;
        }
        return phase > 3;
      }
    };
    Thread t = new Thread(p::arriveAndAwaitAdvance);
    t.start();
    OPEN.countDown();
    p.arriveAndAwaitAdvance();
    t.join();
  }
}
