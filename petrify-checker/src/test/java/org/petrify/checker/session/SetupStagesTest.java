package org.petrify.checker.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Unknown;
import org.petrify.checker.Verdict;
import org.petrify.net.formula.Formula;
import org.petrify.net.testing.Chains;

/**
 * Every stage of a check before the search honours the budget: an interrupt or a memory limit
 * that runs out during the structural reduction, the place invariants or the codec ends the
 * check UNKNOWN with the stage named, never with an exception or after the stage has run to
 * its own caps. Interrupts and memory limits are deterministic, so no test here is timed.
 */
class SetupStagesTest {
  private static final Formula DEADLOCK = new Formula.EF(new Formula.Deadlock());
  private static final Formula LIVE_FOREVER = new Formula.EG(new Formula.Not(
      new Formula.Deadlock()));

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  private static CheckResult interrupted(Supplier<CheckResult> check) {
    Thread.currentThread().interrupt();
    try {
      return check.get();
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void anInterruptDuringThePlaceInvariantsEndsTheCheckNamingThem() {
    ModelChecker checker = ModelChecker.of(Chains.ring(2_000))
        .options(CheckOptions.defaults().withStructuralReduction(false));
    CheckResult r = interrupted(() -> checker.check(DEADLOCK));
    assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(r.unknown()).contains(Unknown.INTERRUPTED);
    assertThat(r.reason().orElseThrow()).startsWith("interrupted in stage place invariants (");
    assertThat(r.stage()).contains(org.petrify.checker.EngineStage.PLACE_INVARIANTS);
    assertThat(r.reason().orElseThrow()).endsWith(" (" + r.stageProgress().orElseThrow() + ")");
    assertThat(r.statistics().states()).isZero();
    // The stage was abandoned, not cached half-done: the next check computes it and decides.
    assertThat(checker.check(DEADLOCK).verdict()).isEqualTo(Verdict.FALSE);
  }

  @Test
  void anInterruptDuringTheStructuralReductionEndsTheCheckNamingIt() {
    ModelChecker checker = ModelChecker.of(Chains.ring(2_000));
    CheckResult r = interrupted(() -> checker.check(DEADLOCK));
    assertThat(r.unknown()).contains(Unknown.INTERRUPTED);
    assertThat(r.reason().orElseThrow()).startsWith("interrupted in stage structural reduction");
    assertThat(r.stage()).contains(org.petrify.checker.EngineStage.STRUCTURAL_REDUCTION);
    assertThat(ModelChecker.of(Chains.ring(20)).check(DEADLOCK).stage()).isEmpty();
  }

  @Test
  void aMemoryBudgetTooSmallForThePlaceInvariantsEndsTheCheckNamingThem() {
    CheckResult r = ModelChecker.of(Chains.ring(2_000)).options(CheckOptions.defaults()
        .withStructuralReduction(false).withMaxMemoryBytes(10_000)).check(DEADLOCK);
    assertThat(r.unknown()).contains(Unknown.MEMORY_BUDGET);
    assertThat(r.reason().orElseThrow()).contains("in stage place invariants");
  }

  @Test
  void theCtlEvaluatorsStateSpaceStopsInThePlaceInvariantsToo() {
    ModelChecker checker = ModelChecker.of(Chains.ring(2_000))
        .options(CheckOptions.defaults().withStructuralReduction(false));
    CheckResult r = interrupted(() -> checker.check(LIVE_FOREVER));
    assertThat(r.unknown()).contains(Unknown.INTERRUPTED);
    assertThat(r.reason().orElseThrow()).contains("in stage place invariants");
  }

  @Test
  void aSessionReportsAStageThatRanOutAsAResult() {
    Session session = Session.of(Chains.ring(2_000),
        CheckOptions.defaults().withStructuralReduction(false));
    CheckResult ctl = interrupted(() -> session.check(LIVE_FOREVER));
    assertThat(ctl.reason().orElseThrow()).contains("in stage place invariants");
    CheckResult reach = interrupted(() -> session.check(DEADLOCK));
    assertThat(reach.reason().orElseThrow()).contains("in stage place invariants");
    assertThat(session.check(LIVE_FOREVER).verdict()).isEqualTo(Verdict.TRUE);
    assertThat(session.upperBound(java.util.List.of(0)).value()).isEqualTo(1);
  }
}
