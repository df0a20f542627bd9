package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/** Main and a worker, the two parties, arrive; main awaits the phase it arrived in: it advances. */
public class PhaseAwaitedAfterArrival {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(2);
    Thread t = new Thread(() -> p.arrive());
    t.start();
    int phase = p.arrive();
    p.awaitAdvance(phase);
    t.join();
  }
}
