package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.api.fixtures.IdiomPrograms;

/**
 * Thread objects as monitors and {@code isAlive()} ({@code ThreadLiveness}), string literal
 * arguments of a string switch ({@code ArgumentVariants}), {@code VarHandle} spin locks (a field
 * tested through a compare-and-set is tracked) and locks in a map under literal keys captured
 * by lambdas ({@code LiteralKeyMaps}): the ending programs hold, the hanging ones are found,
 * on both properties (termination under thread fairness).
 */
class IdiomRulesTest {

  private static Report check(String program, boolean termination) {
    Analysis a = Petrify.analyze(Path.of("target/test-classes"))
        .mainClass(IdiomPrograms.class.getName() + "$" + program);
    return termination ? a.fairness(Fairness.THREADS).termination() : a.deadlock();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"ThreadWaitOk", "AliveAfterJoinOk", "StringSwitchOk",
      "VarHandleSpinOk", "MapLocksOk"})
  void anEndingProgramHolds(String program) {
    for (boolean termination : new boolean[] {false, true}) {
      Report r = check(program, termination);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"ThreadWaitLateBad", "ThreadExitHeldBad", "AliveBeforeStartBad",
      "StringSwitchBad", "StringUnknownBad", "MapLocksBad"})
  void aDeadlockingProgramIsViolated(String program) {
    for (boolean termination : new boolean[] {false, true}) {
      Report r = check(program, termination);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    }
  }

  /** Spinning for ever is no dead state: deadlock holds, termination does not. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"VarHandleSpinBad"})
  void aSpinningProgramDoesNotTerminate(String program) {
    Report r = check(program, true);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }
}
