package org.petrify.ir.frontend.samples;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Phaser;

/**
 * {@code onAdvance} waits for a latch that main opens only after its arrival returns; the last
 * party to arrive runs it before the phase advances, so the phase never advances.
 */
public class PhaserAdvanceWaits {
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
    p.arriveAndAwaitAdvance();
    OPEN.countDown();
    t.join();
  }
}
