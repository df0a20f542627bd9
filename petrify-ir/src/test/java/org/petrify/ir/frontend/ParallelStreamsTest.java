package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.ParallelStreamBarrier;
import org.petrify.ir.frontend.samples.ParallelStreamFree;
import org.petrify.ir.frontend.samples.ParallelStreamHeld;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * Parallel streams ({@link ParallelStreams}): the functions run in the caller and in
 * common-pool workers the caller waits for, so a function that takes a lock the caller holds
 * deadlocks (the rb interpreter finds it) and the twin does not; functions that may block
 * other than on a lock, or take more locks than there are modelled workers, keep an UNSOUND
 * caveat.
 */
class ParallelStreamsTest {
  private static List<String> unsoundKinds(FrontendResult r) {
    return r.caveats().stream().filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .map(Caveat::kind).toList();
  }

  @Test
  void aWorkerWaitingForTheCallersLockDeadlocks() {
    FrontendResult r = RbDump.translate(ParallelStreamHeld.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p))
        .doesNotContain("library-callback", "parallel-stream");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void workersOfAStreamTheCallerDoesNotBlockEnd() {
    FrontendResult r = RbDump.translate(ParallelStreamFree.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(RbPrinter.print(p))
        .doesNotContain("library-callback", "parallel-stream");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void functionsThatAwaitOrTakeManyLocksKeepACaveat() {
    FrontendResult r = RbDump.translate(ParallelStreamBarrier.class);
    List<Caveat> kept = r.caveats().stream()
        .filter(c -> c.kind().equals("parallel-stream")).toList();
    assertThat(kept).as(RbPrinter.print(r.program())).hasSize(2)
        .allMatch(c -> c.effect() == Caveat.Effect.UNSOUND);
  }
}
