package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PhaserAdvanceKeepsGoing;
import org.petrify.ir.frontend.samples.PhaserAdvanceTerminates;
import org.petrify.ir.frontend.samples.PhaserAdvanceWaits;
import org.petrify.ir.frontend.samples.PhaserAdvanceWaitsOpened;
import org.petrify.ir.rb.RbInterpreter;

/**
 * {@code onAdvance} of a {@code Phaser} subclass ({@link PhaserAdvance}): run by the last party
 * to arrive before the phase advances; a constant result decides whether the advance
 * terminates the phaser, any other result is a choice; no {@code phaser-advance} or {@code
 * library-callback} caveat remains where the override was reached.
 */
class PhaserAdvanceTest {
  private static RbInterpreter.Answer deadlock(Class<?> sample) {
    FrontendResult r = RbDump.translate(sample);
    assertThat(r.caveats()).as("onAdvance is run")
        .noneMatch(c -> c.kind().equals("phaser-advance") || c.kind().equals("library-callback")
            || c.kind().equals("phaser"));
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aHookReturningFalseLeavesAnEmptyPhaserUnterminated() {
    assertThat(deadlock(PhaserAdvanceKeepsGoing.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aHookReturningTrueTerminatesThePhaser() {
    assertThat(deadlock(PhaserAdvanceTerminates.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void theLastArrivalRunsTheHookBeforeTheAdvance() {
    assertThat(deadlock(PhaserAdvanceWaits.class)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(PhaserAdvanceWaitsOpened.class)).isEqualTo(RbInterpreter.Answer.NO);
  }
}
