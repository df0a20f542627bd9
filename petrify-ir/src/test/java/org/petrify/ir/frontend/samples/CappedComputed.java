package org.petrify.ir.frontend.samples;

/** A cap parsed at run time (1): the written value is unknown, so the cap stays untracked. */
public class CappedComputed {
  public static void main(String[] args) throws InterruptedException {
    CappedPool p = new CappedPool();
    p.setMaxTotal(Integer.parseInt("1"));
    p.twoUsers();
  }
}
