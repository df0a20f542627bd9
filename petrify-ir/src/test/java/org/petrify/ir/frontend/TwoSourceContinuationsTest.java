package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.BothCompleteAtRegistration;
import org.petrify.ir.frontend.samples.CombineUnderLock;
import org.petrify.ir.frontend.samples.EitherFirstCompletes;
import org.petrify.ir.frontend.samples.EitherUnderLock;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.RbPrinter;

/**
 * Two-source continuations ({@link FutureModel#inlineRegistration}, {@code waitsForFirst}):
 * non-async {@code thenCombine}/{@code *Both}/{@code *Either} run inline, in the thread of
 * the last (first) completion or of the registration, and {@code *Either} runs after the
 * first source to complete. Checked by the rb interpreter, independent of the net encoding.
 */
class TwoSourceContinuationsTest {
  private static RbInterpreter.Answer deadlock(Class<?> sample) {
    FrontendResult r = RbDump.translate(sample);
    Program p = r.program();
    assertThat(r.caveats()).as(RbPrinter.print(p))
        .noneMatch(c -> c.effect() == Caveat.Effect.UNSOUND && c.kind().startsWith("future-"));
    return RbInterpreter.of(p).explore(200_000).deadlock();
  }

  @Test
  void aCombiningFunctionRunsUnderTheLockOfTheLastCompletion() {
    assertThat(deadlock(CombineUnderLock.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void anEitherFunctionRunsUnderTheLockOfTheFirstCompletion() {
    assertThat(deadlock(EitherUnderLock.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void bothSourcesCompleteAtRegistrationRunTheActionInTheRegisteringThread() {
    assertThat(deadlock(BothCompleteAtRegistration.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  /** Was a false deadlock: the continuation waited for a source chosen in advance. */
  @Test
  void anEitherContinuationNeedsOnlyTheSourceThatCompletes() {
    assertThat(deadlock(EitherFirstCompletes.class)).isEqualTo(RbInterpreter.Answer.NO);
  }
}
