package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/** Two parties deregister; main, no party, awaits the phase it read: the phaser terminates, so main returns. */
public class PhaseAwaitedAllDeregister {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(2);
    for (int i = 0; i < 2; i++) {
      new Thread(() -> p.arriveAndDeregister()).start();
    }
    p.awaitAdvance(p.getPhase());
  }
}
