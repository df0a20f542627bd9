package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/** Three parties, two deregister; main awaits the phase it read, which never advances: a deadlock. */
public class PhaseAwaitedMissingParty {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(3);
    for (int i = 0; i < 2; i++) {
      new Thread(() -> p.arriveAndDeregister()).start();
    }
    p.awaitAdvance(p.getPhase());
  }
}
