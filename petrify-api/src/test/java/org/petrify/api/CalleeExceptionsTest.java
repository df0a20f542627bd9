package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.CalleeExceptions;

/**
 * Implicit and library exceptions thrown inside an application callee whose every call is under
 * a handler that may catch them are followed out of it ({@code CaughtCallees}): the bug forms
 * (a {@code Lock} left held, a count-down skipped) are found, the fixed forms hold with no
 * caveat. Where the rule does not apply (the callee also called with no handler, run by the
 * library, the exception escaping the thread, a JDK method's undeclared exceptions), the verdict
 * is never HOLDS. Before, both twins were INCONCLUSIVE ({@code unreached-handler}).
 */
class CalleeExceptionsTest {

  private static Report deadlock(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName()).deadlock();
  }

  private static Verdict fairTermination(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName())
        .fairness(Fairness.THREADS).termination().verdict();
  }

  private static boolean unsound(Report r, String kind) {
    return r.caveats().stream().anyMatch(c -> c.kind().id().equals(kind)
        && c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void aLockLeftHeldByACalleesDivisionIsFound() {
    assertThat(deadlock(CalleeExceptions.LockBad.class).verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(fairTermination(CalleeExceptions.LockBad.class)).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void theFinallyTwinHoldsWithNoCaveat() {
    Report r = deadlock(CalleeExceptions.LockOk.class);
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(unsound(r, "unreached-handler")).isFalse();
    assertThat(fairTermination(CalleeExceptions.LockOk.class)).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aGuardedDivisionThrowsNothing() {
    assertThat(deadlock(CalleeExceptions.GuardedOk.class).verdict()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void anExceptionTheHandlerDoesNotCatchEndsTheThread() {
    assertThat(deadlock(CalleeExceptions.WrongHandlerBad.class).verdict())
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aNullDereferenceIsFollowedToAHandlerThatCatchesIt() {
    assertThat(deadlock(CalleeExceptions.NullBad.class).verdict()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aNullDereferenceNoHandlerCatchesIsNotFollowed() {
    assertThat(deadlock(CalleeExceptions.UncaughtNullOk.class).verdict())
        .isEqualTo(Verdict.HOLDS);
    assertThat(fairTermination(CalleeExceptions.UncaughtNullOk.class)).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void outsideTheRuleTheBugFormsAreNeverHolds() {
    for (Class<?> c : new Class<?>[] {CalleeExceptions.AlsoUncoveredBad.class,
        CalleeExceptions.CallbackBad.class, CalleeExceptions.EscapesBad.class}) {
      assertThat(deadlock(c).verdict()).as(c.getSimpleName()).isNotEqualTo(Verdict.HOLDS);
      assertThat(fairTermination(c)).as(c.getSimpleName()).isNotEqualTo(Verdict.HOLDS);
    }
  }

  @Test
  void aJdkMethodWhoseOnlyFailureIsCaughtIsClosed() {
    // parseInt throws exactly NumberFormatException (KnownFailures): before, the rest of "any
    // RuntimeException" kept the fixed form INCONCLUSIVE (uncaught-exception)
    assertThat(deadlock(CalleeExceptions.ParseBad.class).verdict()).isEqualTo(Verdict.VIOLATED);
    Report ok = deadlock(CalleeExceptions.ParseOk.class);
    assertThat(ok.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(unsound(ok, "uncaught-exception")).isFalse();
    assertThat(fairTermination(CalleeExceptions.ParseOk.class)).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void theWitnessNamesTheThrownExceptionAndWhereItIsCaught() {
    Report inPlace = deadlock(CalleeExceptions.ParseInPlaceBad.class);
    assertThat(inPlace.verdict()).isEqualTo(Verdict.VIOLATED);
    assertThat(inPlace.witness()).anySatisfy(step -> {
      assertThat(step.kind()).isEqualTo(StepKind.THROW);
      assertThat(step.action().text()).matches(
          "throws NumberFormatException at CalleeExceptions\\.java:\\d+, caught at"
              + " CalleeExceptions\\.java:\\d+");
    });
    assertThat(inPlace.witnessLines()).anySatisfy(line -> assertThat(line.text())
        .contains("throws NumberFormatException"));
    // a sliced callee's raise: the class is not known at the skeleton's level
    Report callee = deadlock(CalleeExceptions.ParseBad.class);
    assertThat(callee.witness()).anySatisfy(step -> {
      assertThat(step.kind()).isEqualTo(StepKind.THROW);
      assertThat(step.action().text()).startsWith("throws out of parse at CalleeExceptions.java:");
    });
  }
}
