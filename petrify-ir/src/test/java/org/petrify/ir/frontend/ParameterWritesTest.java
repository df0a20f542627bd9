package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CappedComputed;
import org.petrify.ir.frontend.samples.CappedOne;
import org.petrify.ir.frontend.samples.CappedTuned;
import org.petrify.ir.frontend.samples.CappedTwo;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Int fields stored from setter parameters ({@link ParameterWrites}) and counters compared with
 * them ({@link AtomicValues#use}): a pool's cap set from a config's default and then from a
 * constant, against a creation counter. Decided by the rb interpreter on the translation.
 */
class ParameterWritesTest {

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  private static boolean tracksCap(FrontendResult r) {
    return r.program().variables().stream().map(Variable::name)
        .anyMatch(v -> v.endsWith(".maxTotal"));
  }

  @Test
  void aCapSetFromConstantsIsTrackedAndDecidesTheCounter() {
    FrontendResult ok = RbDump.translate(CappedTwo.class);
    assertThat(tracksCap(ok)).as(RbDump.dump(ok.program())).isTrue();
    assertThat(ok.caveats()).noneMatch(c -> c.kind().equals("atomic-untracked"));
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aCapTooSmallOrLoweredConcurrentlyStillDeadlocks() {
    FrontendResult one = RbDump.translate(CappedOne.class);
    assertThat(tracksCap(one)).isTrue();
    assertThat(deadlock(one)).as(RbDump.dump(one.program())).isEqualTo(RbInterpreter.Answer.YES);
    FrontendResult tuned = RbDump.translate(CappedTuned.class);
    assertThat(deadlock(tuned)).as(RbDump.dump(tuned.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aCapFromAComputedArgumentStaysUntracked() {
    FrontendResult r = RbDump.translate(CappedComputed.class);
    assertThat(tracksCap(r)).as(RbDump.dump(r.program())).isFalse();
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
