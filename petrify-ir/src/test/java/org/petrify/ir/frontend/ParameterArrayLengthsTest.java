package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.encode.EncodingOptions;
import org.petrify.ir.encode.NetEncoder;
import org.petrify.ir.frontend.samples.ParameterArraySamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * The length of an array parameter known from every call's array ({@link
 * ParameterArrayLengths}) decides {@code i == locks.length}, so a helper recursing over its
 * varargs locks ends after the last one and holds no lock deeper than the reentrancy bound.
 */
class ParameterArrayLengthsTest {
  private static boolean reentrancyBound(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return NetEncoder.encode(r.program(), EncodingOptions.defaults()).caveats().stream()
        .anyMatch(c -> c.kind().equals("reentrancy-bound"));
  }

  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  /** Fails without the rule: the recursion's depth is unknown, past the reentrancy bound. */
  @Test
  void aVarargsLengthEndsTheRecursion() {
    assertThat(reentrancyBound(ParameterArraySamples.SameOrder.class)).isFalse();
    assertThat(deadlock(ParameterArraySamples.SameOrder.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  /** Fails without the rule, as above: the array reaches lockAll through inOrder. */
  @Test
  void anArrayHandedOnThroughAParameterKeepsItsLength() {
    assertThat(reentrancyBound(ParameterArraySamples.HandedOn.class)).isFalse();
  }

  @Test
  void crossedOrdersStillDeadlock() {
    assertThat(deadlock(ParameterArraySamples.Crossed.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  /** Two lengths: unknown, so the bound stays (sound) and the crossed order is found. */
  @Test
  void twoLengthsLeaveTheLengthUnknown() {
    assertThat(reentrancyBound(ParameterArraySamples.TwoLengths.class)).isTrue();
    assertThat(deadlock(ParameterArraySamples.TwoLengths.class))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
