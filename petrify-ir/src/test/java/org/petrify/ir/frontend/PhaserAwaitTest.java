package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PhaseAwaitedAfterArrival;
import org.petrify.ir.frontend.samples.PhaseAwaitedAfterArrivalMissing;
import org.petrify.ir.frontend.samples.PhaseAwaitedAllDeregister;
import org.petrify.ir.frontend.samples.PhaseAwaitedLate;
import org.petrify.ir.frontend.samples.PhaseAwaitedMissingParty;
import org.petrify.ir.frontend.samples.PhaseAwaitedNoParties;
import org.petrify.ir.frontend.samples.PhaseAwaitedTerminated;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.RbInterpreter;

/**
 * {@code Phaser.awaitAdvance} ({@link PhaserModel}): the await of the phase just read by
 * {@code getPhase} or {@code arrive} is exact (a phase that never advances is a deadlock, one
 * that advances or a terminated phaser lets the awaiter go, a phaser with no parties blocks it),
 * and an await of any other phase keeps Java's wait among its choices.
 */
class PhaserAwaitTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  private static FrontendResult exact(Class<?> sample) {
    FrontendResult r = RbDump.translate(sample);
    assertThat(r.caveats()).as("awaitAdvance is modelled exactly")
        .noneMatch(c -> c.kind().equals("phaser"));
    return r;
  }

  @Test
  void theAwaitedPhaseOfATerminatingPhaserEnds() {
    assertThat(deadlock(exact(PhaseAwaitedAllDeregister.class)))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aPhaseMissingAnArrivalBlocksItsObserver() {
    assertThat(deadlock(exact(PhaseAwaitedMissingParty.class)))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theArrivedPhaseAdvancesWhenEveryPartyArrives() {
    assertThat(deadlock(exact(PhaseAwaitedAfterArrival.class)))
        .isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(exact(PhaseAwaitedAfterArrivalMissing.class)))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aTerminatedPhaserReleasesButOneWithoutPartiesBlocks() {
    assertThat(deadlock(exact(PhaseAwaitedTerminated.class))).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(deadlock(exact(PhaseAwaitedNoParties.class))).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anUnknownAwaitedPhaseMayWaitAndSaysSo() {
    FrontendResult r = RbDump.translate(PhaseAwaitedLate.class);
    assertThat(r.caveats()).anyMatch(c -> c.kind().equals("phaser")
        && c.effect() == Caveat.Effect.IMPRECISE);
    assertThat(r.caveats()).noneMatch(c -> c.kind().equals("phaser")
        && c.effect() == Caveat.Effect.UNSOUND);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
