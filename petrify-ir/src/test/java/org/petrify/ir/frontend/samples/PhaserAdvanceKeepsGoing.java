package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/**
 * {@code onAdvance} returns false: when the only party deregisters the phaser is empty but not
 * terminated, so awaiting its next phase blocks forever.
 */
public class PhaserAdvanceKeepsGoing {
  public static void main(String[] args) {
    Phaser p = new Phaser(1) {
      @Override
      protected boolean onAdvance(int phase, int registeredParties) {
        return false;
      }
    };
    p.arriveAndDeregister();
    p.awaitAdvance(p.getPhase());
  }
}
