package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.ir.frontend.samples.IndexedLockSamples;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Locks chosen by an index or a literal key into a container ({@link IndexedElements}, {@link
 * FrozenLists}, {@link LiteralKeyMaps}): a correct program is no longer a false alarm, its
 * deadlocking twin is still found, and every adversarial program (the container changed after
 * the threads may read it, an index or key the analysis does not know) is still a deadlock.
 * The deadlocking samples may deadlock on the JVM (an interleaving reaches the cycle). Indices
 * may be computed from parameters every call site passes as constants, with {@code Math.min},
 * {@code Math.max}, {@code %} and the length of a static final array or of a final instance
 * array field that the constructors write with arrays of one known length ({@link
 * org.petrify.ir.pointsto.MathCalls#value}).
 */
class IndexedLocksTest {
  private static RbInterpreter.Answer deadlock(String sample) throws ClassNotFoundException {
    Class<?> main = Class.forName(IndexedLockSamples.class.getName() + "$" + sample);
    FrontendResult r = RbDump.translate(main);
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @ParameterizedTest
  @ValueSource(strings = {"PhiloOrdered", "ListOrdered", "MapOrdered", "StripesOrdered",
      "FieldStripesOrdered"})
  void correctProgramsHaveNoDeadlock(String sample) throws Exception {
    assertThat(deadlock(sample)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @ParameterizedTest
  @ValueSource(strings = {"PhiloCycle", "ListCrossed", "MapCrossed", "ArraySwappedAfterStart",
      "ArrayUnknownIndexStore", "ListReversedAfterCapture", "ListSwappedByLambda",
      "MapRewritten", "MapComputedKey", "StripesCrossed", "StripesUnknownArgument",
      "FieldStripesCrossed", "FieldStripesOtherLength"})
  void deadlockingProgramsStayDeadlocks(String sample) throws Exception {
    assertThat(deadlock(sample)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
