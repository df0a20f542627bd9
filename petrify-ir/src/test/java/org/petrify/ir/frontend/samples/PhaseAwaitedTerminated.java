package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/** The only party deregisters, so the phaser is terminated: awaiting its phase returns at once. */
public class PhaseAwaitedTerminated {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(1);
    p.arriveAndDeregister();
    p.awaitAdvance(p.getPhase());
  }
}
