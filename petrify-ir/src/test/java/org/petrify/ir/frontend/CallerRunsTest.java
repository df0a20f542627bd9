package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.CallerRuns;
import org.petrify.ir.frontend.samples.CallerRunsKept;
import org.petrify.ir.frontend.samples.ChmParallelBulk;
import org.petrify.ir.frontend.samples.ChmSequentialBulk;
import org.petrify.ir.frontend.samples.InlineContinuation;
import org.petrify.ir.frontend.samples.InlineContinuationDone;
import org.petrify.ir.frontend.samples.ThreadLocalInitial;
import org.petrify.ir.frontend.samples.ThreadLocalOverride;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Functional arguments run in the caller ({@link CallerRunsModel}) and non-async continuations
 * run inline ({@link FutureModel#inlineRegistration}): the lock-order deadlocks they create are
 * found (by the rb interpreter, independent of the net encoding) without the UNSOUND caveats
 * that made them INCONCLUSIVE, and the calls the rules cannot account for keep their caveat.
 */
class CallerRunsTest {
  private static List<String> unsoundKinds(FrontendResult r) {
    return r.caveats().stream().filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .map(Caveat::kind).toList();
  }

  @Test
  void streamCollectorMergeAndOptionalFunctionsRunInTheCallersThread() {
    FrontendResult r = RbDump.translate(CallerRuns.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(org.petrify.ir.rb.RbPrinter.print(p)).doesNotContain("library-callback");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(org.petrify.ir.rb.RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void blockingMethodRefsAndViewsKeepTheCaveat() {
    FrontendResult r = RbDump.translate(CallerRunsKept.class);
    List<Caveat> callbacks = r.caveats().stream()
        .filter(c -> c.kind().equals("library-callback")).toList();
    // forEach(queue::add), the view's forEach; not forEach(s -> n++) nor the stream's count()
    assertThat(callbacks).as(org.petrify.ir.rb.RbPrinter.print(r.program())).hasSize(2);
    assertThat(callbacks).extracting(c -> c.where().line()).doesNotHaveDuplicates();
  }

  @Test
  void aContinuationRegisteredBeforeCompletionRunsUnderTheCompletersLock() {
    FrontendResult r = RbDump.translate(InlineContinuation.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(org.petrify.ir.rb.RbPrinter.print(p)).doesNotContain("future-inline");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(org.petrify.ir.rb.RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aContinuationOfACompletedFutureRunsInTheRegisteringThread() {
    FrontendResult r = RbDump.translate(InlineContinuationDone.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(org.petrify.ir.rb.RbPrinter.print(p)).doesNotContain("future-inline");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(org.petrify.ir.rb.RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  /** Was INCONCLUSIVE: the bulk operation's action was a {@code library-callback}. */
  @Test
  void aMapBulkOperationWithAThresholdRunsItsActionInCommonPoolWorkers() {
    FrontendResult r = RbDump.translate(ChmParallelBulk.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(org.petrify.ir.rb.RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(org.petrify.ir.rb.RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aMapBulkOperationWithTheLargestThresholdRunsItsFunctionInTheCallerAlone() {
    FrontendResult r = RbDump.translate(ChmSequentialBulk.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(org.petrify.ir.rb.RbPrinter.print(p)).isEmpty();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(org.petrify.ir.rb.RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aThreadLocalsInitialValueRunsInTheFirstGetsThread() {
    FrontendResult r = RbDump.translate(ThreadLocalInitial.class);
    Program p = r.program();
    assertThat(unsoundKinds(r)).as(org.petrify.ir.rb.RbPrinter.print(p)).doesNotContain("library-callback");
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(org.petrify.ir.rb.RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  /** Was a silent pass: {@code get()} was trusted and the override never ran. */
  @Test
  void anOverriddenInitialValueIsCalledByGet() {
    Program p = RbDump.translate(ThreadLocalOverride.class).program();
    assertThat(RbInterpreter.of(p).explore(200_000).deadlock()).as(org.petrify.ir.rb.RbPrinter.print(p))
        .isEqualTo(RbInterpreter.Answer.YES);
  }
}
