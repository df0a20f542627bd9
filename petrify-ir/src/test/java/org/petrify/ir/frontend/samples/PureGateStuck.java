package org.petrify.ir.frontend.samples;

/** {@link PureGate} asking for the slot after 2: main waits for ever. */
public class PureGateStuck {
  public static void main(String[] args) throws InterruptedException {
    PureGate.await(2);
  }
}
