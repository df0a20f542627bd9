package org.petrify.ir.frontend.samples;

/** A cap of 2, lowered to 1 by a third thread while the two users run: a deadlock. */
public class CappedTuned {
  public static void main(String[] args) throws InterruptedException {
    CappedPool p = new CappedPool();
    p.setMaxTotal(2);
    Thread tuner = new Thread(() -> p.setMaxTotal(1));
    tuner.start();
    p.twoUsers();
    tuner.join();
  }
}
