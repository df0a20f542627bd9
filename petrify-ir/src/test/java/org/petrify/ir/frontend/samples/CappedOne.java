package org.petrify.ir.frontend.samples;

/** Two users under a cap of 1: the second is refused and waits forever. */
public class CappedOne {
  public static void main(String[] args) throws InterruptedException {
    CappedPool p = new CappedPool();
    p.setMaxTotal(1);
    p.twoUsers();
  }
}
