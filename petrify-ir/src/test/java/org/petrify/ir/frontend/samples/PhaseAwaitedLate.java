package org.petrify.ir.frontend.samples;

import java.util.concurrent.Phaser;

/** The phase is read before a worker advances it, then awaited: Java returns at once; the model may also wait (a free choice). */
public class PhaseAwaitedLate {
  public static void main(String[] args) throws InterruptedException {
    Phaser p = new Phaser(1);
    int phase = p.getPhase();
    Thread t = new Thread(() -> p.arrive());
    t.start();
    t.join();
    p.awaitAdvance(phase);
  }
}
