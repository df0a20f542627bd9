package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.BoxedFlag;
import org.petrify.ir.frontend.samples.BoxedFlagFull;
import org.petrify.ir.frontend.samples.BoxedFlagNew;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Boxed booleans tracked like the booleans they box ({@link BoxedBooleans}): samples decided by
 * the rb interpreter on their translation.
 */
class BoxedBooleansTest {

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aBoxedDecisionOfConstantsIsTestedExactly() {
    FrontendResult ok = RbDump.translate(BoxedFlag.class);
    assertThat(deadlock(ok)).as(RbDump.dump(ok.program())).isEqualTo(RbInterpreter.Answer.NO);
    FrontendResult full = RbDump.translate(BoxedFlagFull.class);
    assertThat(deadlock(full)).as(RbDump.dump(full.program()))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aNewBooleanIsNoConstantAndItsTestStaysAChoice() {
    FrontendResult r = RbDump.translate(BoxedFlagNew.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }
}
