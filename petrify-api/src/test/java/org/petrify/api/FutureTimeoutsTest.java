package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.api.fixtures.FutureTimeoutPrograms;

/**
 * {@code orTimeout}/{@code completeOnTimeout} ({@code FutureTimeouts}): a wait for such a
 * future ends (normally or by the timeout's exception, to its handlers or out of the thread),
 * and the bugs after or around it are still found.
 */
class FutureTimeoutsTest {

  private static Report check(String program, boolean termination) {
    Analysis a = Petrify.analyze(Path.of("target/test-classes"))
        .mainClass(FutureTimeoutPrograms.class.getName() + "$" + program);
    return termination ? a.fairness(Fairness.THREADS).termination() : a.deadlock();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"OtherFutureBad", "HandlerCycleBad", "WorkerDiesBad"})
  void aHangingProgramIsViolated(String program) {
    for (boolean termination : new boolean[] {false, true}) {
      Report r = check(program, termination);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"JoinTimesOutOk", "GetTimesOutOk", "CompletesOnTimeoutOk"})
  void anEndingProgramHolds(String program) {
    for (boolean termination : new boolean[] {false, true}) {
      Report r = check(program, termination);
      assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"ContinuationBad"})
  void aTimeoutTheModelDoesNotFollowIsNeverHolds(String program) {
    Report r = check(program, false);
    assertThat(r.verdict()).as(r.text()).isIn(Verdict.VIOLATED, Verdict.INCONCLUSIVE);
  }
}
