package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.GuardedMonitor;
import org.petrify.ir.frontend.samples.GuardedMonitorUnsignalled;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Instance methods whose reference parameter reaches a blocking operation are analysed per call
 * string ({@link org.petrify.ir.pointsto.ContextPolicy}): a monitor's {@code awaitFor(guard)}
 * waits on the condition of the guard its caller passed, not on a choice of every guard.
 */
class BlockingParametersTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  /** Fails without the rule: main may wait for stopped on the running guard's condition. */
  @Test
  void eachWaitIsOnTheGuardItsCallerPassed() {
    FrontendResult r = RbDump.translate(GuardedMonitor.class);
    assertThat(r.program().procedures()).filteredOn(p -> p.name().contains("awaitFor"))
        .hasSize(2);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aGuardSetWithoutSignalStillDeadlocks() {
    FrontendResult r = RbDump.translate(GuardedMonitorUnsignalled.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
