package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ExternalStateCompared;
import org.petrify.ir.frontend.samples.ExternalStateDirect;
import org.petrify.ir.frontend.samples.ExternalStateGetter;
import org.petrify.ir.frontend.samples.ExternalStateNeverRunning;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Results of methods that are functions of their receiver's final fields ({@link
 * FinalFunctions}): the external phase of a snapshot, computed by a method of the snapshot,
 * decides the wait when the snapshot's class is known (called on a local, through a getter of
 * the service, compared by order), and the twin that waits for a phase never stored still
 * deadlocks.
 */
class FinalFunctionsTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  private static Variable current(FrontendResult r) {
    return r.program().variables().stream()
        .filter(v -> v.name().endsWith(".current")).findFirst().orElseThrow();
  }

  /** Fails without the rule: the method's result is unknown and the waiter may wait last. */
  @Test
  void aMethodOfTheSnapshotCalledOnAPinnedLocalDecidesTheWait() {
    FrontendResult r = RbDump.translate(ExternalStateDirect.class);
    assertThat(current(r).values()).contains("phase=STARTING/shutdownWhenStarted=1");
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  /** Fails without the rule: {@code state()} is a getter whose result is the method's. */
  @Test
  void aGetterThatAppliesTheMethodToTheFieldReadDecidesTheWait() {
    FrontendResult r = RbDump.translate(ExternalStateGetter.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  /** Fails without {@code Enum.compareTo} of known constants. */
  @Test
  void phasesComparedByOrderDecideTheWait() {
    FrontendResult r = RbDump.translate(ExternalStateCompared.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theTwinWaitingForAPhaseNeverReachedDeadlocks() {
    FrontendResult r = RbDump.translate(ExternalStateNeverRunning.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
