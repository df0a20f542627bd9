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
  /**
   * The rb interpreter's deadlock answer for the sample, after checking that its translation
   * has none of the UNSOUND caveats {@code absent} (the program's rb text is the message).
   */
  static RbInterpreter.Answer deadlockWithout(Class<?> sample, String... absent) {
    FrontendResult r = RbDump.translate(sample);
    Program p = r.program();
    List<String> unsound = r.caveats().stream().filter(c -> c.effect() == Caveat.Effect.UNSOUND)
        .map(Caveat::kind).toList();
    assertThat(unsound).as(org.petrify.ir.rb.RbPrinter.print(p)).doesNotContain(absent);
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  @Test
  void streamCollectorMergeAndOptionalFunctionsRunInTheCallersThread() {
    assertThat(deadlockWithout(CallerRuns.class, "library-callback"))
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
    assertThat(deadlockWithout(InlineContinuation.class, "future-inline"))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aContinuationOfACompletedFutureRunsInTheRegisteringThread() {
    assertThat(deadlockWithout(InlineContinuationDone.class, "future-inline"))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  /** Was INCONCLUSIVE: the bulk operation's action was a {@code library-callback}. */
  @Test
  void aMapBulkOperationWithAThresholdRunsItsActionInCommonPoolWorkers() {
    assertThat(deadlockWithout(ChmParallelBulk.class, "library-callback", "parallel-stream"))
        .isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aMapBulkOperationWithTheLargestThresholdRunsItsFunctionInTheCallerAlone() {
    assertThat(deadlockWithout(ChmSequentialBulk.class, "library-callback", "parallel-stream"))
        .isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void aThreadLocalsInitialValueRunsInTheFirstGetsThread() {
    assertThat(deadlockWithout(ThreadLocalInitial.class, "library-callback"))
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
