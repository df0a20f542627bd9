package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.LockPolls;

/**
 * Under {@link Fairness#THREADS} a thread that could take a lock again and again takes it
 * eventually ({@code ProgramFairness.lockAcquisitions}): poll loops that release the monitor
 * their setter needs terminate; without a setter they still do not, and without fairness the
 * starving run stays a violation.
 */
class LockFairnessTest {

  private static Analysis of(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName());
  }

  @Test
  void aTimedPollEndsOnceTheSetterGetsTheMonitor() {
    Report fair = of(LockPolls.TimedPoll.class).fairness(Fairness.THREADS).termination();
    assertThat(fair.verdict()).as(fair.text()).isEqualTo(Verdict.HOLDS);
    Report unfair = of(LockPolls.TimedPoll.class).termination();
    assertThat(unfair.verdict()).as(unfair.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aSynchronizedPollEndsToo() {
    Report r = of(LockPolls.BlockPoll.class).fairness(Fairness.THREADS).termination();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aPollNobodyEndsStillLoops() {
    Report r = of(LockPolls.NeverTimedPoll.class).fairness(Fairness.THREADS).termination();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }
}
