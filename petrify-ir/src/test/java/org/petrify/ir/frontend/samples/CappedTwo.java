package org.petrify.ir.frontend.samples;

/** Two users under a cap of 2: never refused, no deadlock. */
public class CappedTwo {
  public static void main(String[] args) throws InterruptedException {
    CappedPool p = new CappedPool();
    p.setMaxTotal(2);
    p.twoUsers();
  }
}
