package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.DroppedCallbacks;

/**
 * A violation whose witness passes a library call where the JDK may run application code the
 * model drops (a {@code SubmissionPublisher} consumer) is no evidence: the check is
 * INCONCLUSIVE and names the call; one whose witness never reaches such a call keeps its
 * verdict. Without the rule the correct consumer program below was VIOLATED (the latch "never"
 * counted down). A pool's {@code terminated()} hook is no longer dropped: the model runs it
 * after the shutdown ({@code PoolTermination}), so that program holds.
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
  void aTerminatedHookRunsAfterTheShutdown() {
    Report r = deadlock(DroppedCallbacks.TerminatedCounts.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("library-callback"));
  }

  @Test
  void aDeadlockBeforeTheCallIsStillFound() {
    Report r = deadlock(DroppedCallbacks.DeadlockBeforeConsume.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }
}
