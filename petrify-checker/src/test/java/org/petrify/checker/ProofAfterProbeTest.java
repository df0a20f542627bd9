package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The state equation around the probe. On a small net it runs before the probe, with a little
 * work, and decides without a state explored. On a net too large for that, after a probe that
 * explored the whole state space, it gets the work limit
 * {@link Reachability#CELLS_AFTER_COMPLETE_PROBE} only: with no work allowed the search's
 * answer stands, with the default the proof names the technique; the answer is the same.
 */
class ProofAfterProbeTest {
  /**
   * Three tokens moved two at a time between a and b: a + b = 3, so one of them always holds
   * two; the siphon-trap argument fails (weighted arcs), the state equation proves it.
   */
  private static PetriNet weightedCycle(int copies) {
    PetriNetBuilder b = new PetriNetBuilder("weighted");
    b.addPlace("a", 3);
    b.addPlace("b", 0);
    for (int i = 0; i < copies; i++) {
      b.addTransition("t" + i);
      b.consume("t" + i, "a", 2).produce("t" + i, "b", 2);
      b.addTransition("u" + i);
      b.consume("u" + i, "b", 2).produce("u" + i, "a", 2);
    }
    return b.build();
  }

  @Test
  void aSmallNetIsProvedBeforeTheProbe() {
    PetriNet net = weightedCycle(1);
    assertThat(org.petrify.checker.structural.DeadlockFreedom.stateEquationFitsQuickly(net))
        .isTrue();
    CheckResult proved = Reachability.of(net).withDeadlockProofs(true).checkDeadlock();
    assertThat(proved.verdict()).isEqualTo(Verdict.FALSE);
    assertThat(proved.statistics().reduction().decidedBy()).contains("state-equation");
    assertThat(proved.statistics().states()).isZero();
  }

  @Test
  void aCompleteProbeLeavesTheProofLittleWork() {
    // 400 copies of each transition (as far as the state space goes, the same net): too large
    // for the state equation before the probe.
    PetriNet net = weightedCycle(400);
    assertThat(org.petrify.checker.structural.DeadlockFreedom.stateEquationFitsQuickly(net))
        .isFalse();
    Reachability checker = Reachability.of(net).withDeadlockProofs(true);
    CheckResult proved = checker.checkDeadlock();
    assertThat(proved.verdict()).isEqualTo(Verdict.FALSE);
    assertThat(proved.statistics().reduction().decidedBy()).contains("state-equation");
    long saved = Reachability.cellsAfterCompleteProbe;
    try {
      Reachability.cellsAfterCompleteProbe = 0;
      CheckResult searched = checker.checkDeadlock();
      assertThat(searched.verdict()).isEqualTo(Verdict.FALSE);
      assertThat(searched.statistics().reduction().decidedBy()).isEmpty();
      assertThat(searched.statistics().states()).isEqualTo(2);
    } finally {
      Reachability.cellsAfterCompleteProbe = saved;
    }
  }
}
