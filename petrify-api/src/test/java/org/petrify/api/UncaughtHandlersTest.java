package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.api.fixtures.UncaughtHandlerPrograms;

/**
 * The uncaught-exception handler a dying thread runs ({@code UncaughtHandlers}): a lock cycle
 * through a handler is found (it was a silent HOLDS), a handler that counts down ends the
 * program, and a handler the model cannot follow is never a HOLDS.
 */
class UncaughtHandlersTest {

  private static Report check(String program, boolean termination) {
    Analysis a = Petrify.analyze(Path.of("target/test-classes"))
        .mainClass(UncaughtHandlerPrograms.class.getName() + "$" + program);
    return termination ? a.fairness(Fairness.THREADS).termination() : a.deadlock();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"LockCycleBad", "SetLateBad", "HandlerFailsBad"})
  void aHangingProgramIsViolated(String program) {
    for (boolean termination : new boolean[] {false, true}) {
      Report r = check(program, termination);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"LockOrderOk", "CountsDownOk", "DefaultCountsDownOk"})
  void anEndingProgramHolds(String program) {
    for (boolean termination : new boolean[] {false, true}) {
      Report r = check(program, termination);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"CurrentThreadBad", "PoolFactoryBad", "GetterBad"})
  void aHandlerTheModelDoesNotRunIsNeverHolds(String program) {
    Report r = check(program, false);
    assertThat(r.verdict()).as(r.text()).isIn(Verdict.VIOLATED, Verdict.INCONCLUSIVE);
  }
}
