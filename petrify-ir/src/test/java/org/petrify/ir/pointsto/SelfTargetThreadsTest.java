package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.SelfTargets;

/**
 * A thread among the possible targets of itself ({@link ThreadModel#runTarget}): its start
 * dispatches {@code Thread.run()} on itself, which must not add a new call without end.
 */
class SelfTargetThreadsTest {

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aThreadThatMayBeItsOwnTargetIsAnalysedAndRunsTheJob() {
    PointsToResult r = new PointsToAnalysis(TestCode.codeBase(), Sensitivity.OBJECT_AND_CALL_SITE)
        .run(TestCode.method(SelfTargets.class, "main"));
    assertThat(r.startedThreads()).hasSize(1);
    assertThat(r.threadEntries(r.startedThreads().get(0)))
        .anySatisfy(mi -> assertThat(mi.method().getName()).isEqualTo("work"));
  }
}
