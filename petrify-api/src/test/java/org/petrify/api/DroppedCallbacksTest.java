package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.DroppedCallbacks;

/**
 * A violation whose witness passes a library call where the JDK may run application code the
 * model drops (a {@code SubmissionPublisher} consumer, a pool's {@code terminated()} hook) is
 * no evidence: the check is INCONCLUSIVE and names the call; one whose witness never reaches
 * such a call keeps its verdict. Without the rule both correct programs below were VIOLATED
 * (the latch "never" counted down).
 */
class DroppedCallbacksTest {

  private static Report deadlock(Class<?> main) {
    return Petrify.analyze(JavaProgramTest.classes()).mainClass(main.getName()).deadlock();
  }

  @Test
  void aConsumerThePublisherRunsIsNotAssumedToNeverRun() {
    Report r = deadlock(DroppedCallbacks.ConsumerCounts.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).get().asString().contains("where the JDK may run application code")
        .contains("DroppedCallbacks.java:27");
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("library-callback")
        && c.effect() == Caveat.Effect.UNSOUND && c.message().contains("consume"));
  }

  @Test
  void aTerminatedHookIsNotAssumedToNeverRun() {
    Report r = deadlock(DroppedCallbacks.TerminatedCounts.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("library-callback")
        && c.message().contains("terminated"));
  }

  @Test
  void aDeadlockBeforeTheCallIsStillFound() {
    Report r = deadlock(DroppedCallbacks.DeadlockBeforeConsume.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }
}
