package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.SummaryPhases;
import org.petrify.ir.frontend.samples.SummaryPhasesCancelled;
import org.petrify.ir.frontend.samples.SummaryPhasesPrinted;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Weak updates of a summary object's enum field ({@link SummaryFieldValues}): samples decided
 * by the rb interpreter on their translation.
 */
class SummaryFieldValuesTest {

  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aValueNoWriteStoresIsNeverRead() {
    FrontendResult r = RbDump.translate(SummaryPhases.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aValueSomeWriteStoresMayBeRead() {
    FrontendResult r = RbDump.translate(SummaryPhasesCancelled.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aWriteInCodeTheLibraryRunsUnseenCounts() {
    FrontendResult r = RbDump.translate(SummaryPhasesPrinted.class);
    assertThat(deadlock(r)).as(RbDump.dump(r.program())).isEqualTo(RbInterpreter.Answer.YES);
  }
}
