package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.IndexedThreadList;
import org.petrify.ir.frontend.samples.IndexedThreadListCycle;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * Indexed loops up to {@code list.size()} of a list whose size is known are unrolled, and
 * {@code list.get(i)} in trip {@code i} is the element added at position {@code i}: threads
 * started and joined that way are told apart (no summary thread), so the correct program holds
 * with no UNSOUND caveat and the lock cycle is found.
 */
class IndexedListLoopsTest {
  @Test
  void threadsStartedAndJoinedByIndexAreToldApart() {
    FrontendResult r = RbDump.translate(IndexedThreadList.class);
    Program p = r.program();
    assertThat(r.caveats()).filteredOn(c -> c.effect() == Caveat.Effect.UNSOUND)
        .as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(500_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aLockCycleBetweenListedThreadsIsFound() {
    FrontendResult r = RbDump.translate(IndexedThreadListCycle.class);
    Program p = r.program();
    assertThat(r.caveats()).filteredOn(c -> c.effect() == Caveat.Effect.UNSOUND)
        .as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(500_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
