package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.InvokeAllFutures;
import org.petrify.ir.frontend.samples.InvokeAllLate;
import org.petrify.ir.frontend.samples.InvokeAnyLoser;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * {@code invokeAll} returns a list of futures that are all done (the batch thread stands for
 * each): their {@code get} is no unknown future, and the deadlock of a task waiting for what
 * the caller does only after {@code invokeAll} is found. {@code invokeAny} waits for one task
 * only ({@link TaskBatches#invokeAny}): a loser still running after it returns can deadlock
 * with the caller.
 */
class InvokeAllTest {
  private static List<String> unsoundKinds(FrontendResult r) {
    return r.caveats().stream().filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .map(Caveat::kind).toList();
  }

  @Test
  void theFuturesOfInvokeAllAreDone() {
    FrontendResult r = RbDump.translate(InvokeAllFutures.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aTaskWaitingForTheCallerAfterInvokeAllDeadlocks() {
    FrontendResult r = RbDump.translate(InvokeAllLate.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aLoserOfInvokeAnyRunsOnAfterTheCallReturns() {
    FrontendResult r = RbDump.translate(InvokeAnyLoser.class);
    Program p = r.program();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
