package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/**
 * {@code onAdvance} returns true: the first advance terminates the phaser, so the second
 * {@code arriveAndAwaitAdvance}, which no other party joins, returns at once.
 */
public class PhaserAdvanceTerminates {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(2) {
      @Override
      protected boolean onAdvance(int phase, int registeredParties) {
        return true;
      }
    };
    Thread t = new Thread(p::arriveAndAwaitAdvance);
    t.start();
    p.arriveAndAwaitAdvance();
    p.arriveAndAwaitAdvance();
    t.join();
  }
}
