package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.FreshPhases;
import org.petrify.ir.frontend.samples.FreshPhasesHanded;
import org.petrify.ir.frontend.samples.FreshPhasesPublished;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Fields of fresh, unpublished summary objects ({@link FreshObjects}): samples decided by the
 * rb interpreter on their translation.
 */
class FreshObjectsTest {

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aFreshObjectHoldsWhatItsConstructorWrote() {
    FrontendResult r = RbDump.translate(FreshPhases.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aPublishedObjectMayHoldWhatAnotherThreadWrote() {
    FrontendResult r = RbDump.translate(FreshPhasesPublished.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anObjectHandedToACallMayHoldWhatTheCalleeWrote() {
    FrontendResult r = RbDump.translate(FreshPhasesHanded.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }
}
