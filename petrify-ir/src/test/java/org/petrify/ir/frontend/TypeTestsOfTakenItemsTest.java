package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.TypeTestSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * An {@code instanceof} on an item taken from a queue with element kinds is decided by the
 * kind taken ({@link LocalValueEvaluator}; the pattern switch of {@link TypeSwitches} likewise,
 * tested by the corpus pair {@code extra.typedmessages}); before, both were choices, so the consumer could skip its Stop
 * message and wait in {@code take} forever (a false deadlock).
 */
class TypeTestsOfTakenItemsTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void instanceofTestsStopAtTheStopMessage() {
    assertThat(deadlock(TypeTestSamples.InstanceofStops.class))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void withoutAStopMessageTheConsumerWaitsForever() {
    assertThat(deadlock(TypeTestSamples.NoStop.class)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
