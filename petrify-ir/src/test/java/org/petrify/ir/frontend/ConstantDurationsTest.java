package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.DurationDerivedDelay;
import org.petrify.ir.frontend.samples.DurationEvictor;
import org.petrify.ir.frontend.samples.DurationNoEvictor;
import org.petrify.ir.frontend.samples.DurationUnknownDelay;
import org.petrify.ir.frontend.samples.DurationZeroDelay;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Queries of {@code java.time.Duration} values built from constants ({@link
 * ConstantDurations}): an evictor started only for a positive delay, the delay flowing from a
 * {@code static final} default through a config field, a getter, a null-default helper and a
 * pool field. A delay that is not positive starts nothing (no deadlock); a positive, derived or
 * unknown one still starts the evictor, whose lock order is opposite to main's.
 */
class ConstantDurationsTest {
  private static RbInterpreter.Answer deadlock(Class<?> main) {
    Program p = RbDump.translate(main).program();
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  @Test
  void aNegativeDefaultDelayStartsNoEvictor() {
    assertThat(deadlock(DurationNoEvictor.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aZeroDelayComparedWithZeroStartsNoEvictor() {
    assertThat(deadlock(DurationZeroDelay.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aPositiveDefaultDelayStartsTheEvictor() {
    assertThat(deadlock(DurationEvictor.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aDerivedPositiveDelayStartsTheEvictor() {
    assertThat(deadlock(DurationDerivedDelay.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aDelayFromARunTimeValueMayStartTheEvictor() {
    assertThat(deadlock(DurationUnknownDelay.class)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
