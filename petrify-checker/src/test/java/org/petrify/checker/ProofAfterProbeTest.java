package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * After a probe that explored the whole state space, the state-equation proof gets the work
 * limit {@link Reachability#CELLS_AFTER_COMPLETE_PROBE} only: with no work allowed the search's
 * answer stands, with the default the proof names the technique; the answer is the same.
 */
class ProofAfterProbeTest {
  /**
   * Three tokens moved two at a time between a and b: a + b = 3, so one of them always holds
   * two; the siphon-trap argument fails (weighted arcs), the state equation proves it.
   */
  private static PetriNet weightedCycle() {
    PetriNetBuilder b = new PetriNetBuilder("weighted");
    b.addPlace("a", 3);
    b.addPlace("b", 0);
    b.addTransition("t");
    b.consume("t", "a", 2).produce("t", "b", 2);
    b.addTransition("u");
    b.consume("u", "b", 2).produce("u", "a", 2);
    return b.build();
  }

  @Test
  void aCompleteProbeLeavesTheProofLittleWork() {
    Reachability checker = Reachability.of(weightedCycle()).withDeadlockProofs(true);
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
