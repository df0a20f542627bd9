package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/** Three parties, only main and a worker arrive; main awaits the phase it arrived in forever. */
public class PhaseAwaitedAfterArrivalMissing {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(3);
    Thread t = new Thread(() -> p.arrive());
    t.start();
    int phase = p.arrive();
    p.awaitAdvance(phase);
    t.join();
  }
}
