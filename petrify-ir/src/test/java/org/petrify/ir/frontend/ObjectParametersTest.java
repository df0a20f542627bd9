package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ParamGuards;
import org.petrify.ir.frontend.samples.ParamGuardsWrongPush;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Argument variants pinned to the object of a reference argument ({@link ObjectParameters}):
 * the helpers of a monitor that take the guard as a parameter count, list, await and signal
 * that guard, not any of them (the correct program, and its twin that really deadlocks).
 */
class ObjectParametersTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  /**
   * Fails without the rule: {@code beginWaiting(g)} is one procedure for both guards, so a
   * waiter for {@code stopped} may push {@code started}, and nothing signals it. Fails too
   * without {@link PairedCounters} (two waiters for {@code started}), without the final field
   * {@code g.wanted} read through the pinned base ({@link LocalValueEvaluator#evaluateAt}), and
   * without the dereferenced parameter counted non-null in {@code p == g} (the unlink loop).
   */
  @Test
  void helpersHandedAGuardUseThatGuard() {
    FrontendResult r = RbDump.translate(ParamGuards.class);
    assertThat(r.program().procedures()).map(Procedure::name)
        .anyMatch(n -> n.contains("beginWaiting") && n.contains("#args,p0=@")
            && n.contains("ParamGuards$Guard@"));
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theTwinThatPushesTheWrongGuardDeadlocks() {
    FrontendResult r = RbDump.translate(ParamGuardsWrongPush.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
