package org.petrify.ir.frontend.samples;

/** {@link AccumulatedLevel} raising the level to 3 only: main waits for ever. */
public class AccumulatedLevelLow {
  public static void main(String[] args) throws InterruptedException {
    AccumulatedLevel.await(3);
  }
}
