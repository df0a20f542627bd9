package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.BothCompleteAtRegistration;
import org.petrify.ir.frontend.samples.CombineUnderLock;
import org.petrify.ir.frontend.samples.EitherFirstCompletes;
import org.petrify.ir.frontend.samples.EitherUnderLock;
import org.petrify.ir.rb.RbInterpreter;

/**
 * Two-source continuations ({@link FutureModel#inlineRegistration}, {@code waitsForFirst}):
 * non-async {@code thenCombine}/{@code *Both}/{@code *Either} run inline, in the thread of
 * the last (first) completion or of the registration, and {@code *Either} runs after the
 * first source to complete. Checked by the rb interpreter, independent of the net encoding.
 */
class TwoSourceContinuationsTest {
  private static RbInterpreter.Answer deadlock(Class<?> sample) {
    return CallerRunsTest.deadlockWithout(sample, "future-inline", "future-continuation",
        "unknown-future");
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
