package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PackedPool;
import org.petrify.ir.frontend.samples.PackedPoolOver;
import org.petrify.ir.frontend.samples.PackedPoolShort;
import org.petrify.ir.frontend.samples.PureGate;
import org.petrify.ir.frontend.samples.PureGateStuck;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Two ints packed into one {@code AtomicLong} subclass ({@link AtomicValues}, {@link
 * PureFunctions}): a pool whose start loop reads the packed thread count is decided, and a
 * pool that starts too few or too many workers still deadlocks.
 */
class PackedAtomicsTest {
  private static RbInterpreter.Exploration explore(Class<?> sample) {
    FrontendResult r = RbDump.translate(sample);
    return RbInterpreter.of(r.program()).explore(500_000);
  }

  @Test
  void aPackedPoolStartsExactlyItsThreads() {
    FrontendResult r = RbDump.translate(PackedPool.class);
    RbInterpreter.Exploration e = RbInterpreter.of(r.program()).explore(500_000);
    assertThat(e.overflow()).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(e.deadlock()).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void tooFewWorkersStillDeadlock() {
    assertThat(explore(PackedPoolShort.class).deadlock()).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void tooManyWorkersStillDeadlock() {
    assertThat(explore(PackedPoolOver.class).deadlock()).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aStaticArithmeticHelperIsEvaluated() {
    assertThat(explore(PureGate.class).deadlock()).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(explore(PureGateStuck.class).deadlock()).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void thePackedDomainIsTheHelpersValuesOnPairsOfHalves() {
    FrontendResult r = RbDump.translate(PackedPool.class);
    var v = r.program().variables().stream()
        .filter(x -> x.name().contains("PackedPool$Counts") && x.name().endsWith(".value"))
        .findFirst().orElseThrow();
    // (hi, lo) = (2, 1) packed as the sample's encode does
    assertThat(v.values()).contains(Long.toString((2L << 32) + 1), "0", "*");
    assertThat(v.values().size()).isLessThanOrEqualTo(AtomicValues.MAX_PACKED + 1);
  }
}
