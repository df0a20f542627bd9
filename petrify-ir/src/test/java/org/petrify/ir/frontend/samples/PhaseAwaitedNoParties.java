package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/** A phaser made with no parties is not terminated and never advances: awaiting its phase blocks. */
public class PhaseAwaitedNoParties {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser();
    p.awaitAdvance(p.getPhase());
  }
}
