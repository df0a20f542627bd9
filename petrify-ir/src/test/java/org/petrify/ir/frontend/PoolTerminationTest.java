package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.PoolTerminatedInline;
import org.petrify.ir.frontend.samples.PoolTerminatedNeverShutDown;
import org.petrify.ir.frontend.samples.PoolTerminatedNoStatistics;
import org.petrify.ir.frontend.samples.PoolTerminatedShutDown;
import org.petrify.ir.frontend.samples.PoolTerminatedStatistics;
import org.petrify.ir.frontend.samples.PoolTerminatedWaitsForCaller;
import org.petrify.ir.rb.RbInterpreter;

/**
 * {@code terminated()} of a {@code ThreadPoolExecutor} subclass ({@link PoolTermination}): run
 * once after the first shutdown, by the shutdown's caller or by a terminator thread after every
 * task ended; {@code awaitTermination} waits for it; no {@code library-callback} caveat left.
 */
class PoolTerminationTest {
  private static RbInterpreter.Answer deadlock(Class<?> sample) {
    FrontendResult r = RbDump.translate(sample);
    assertThat(r.caveats()).as("terminated() is run")
        .noneMatch(c -> c.kind().equals("library-callback"));
    return RbInterpreter.of(r.program()).explore(500_000).deadlock();
  }

  @Test
  void aPoolNeverShutDownNeverRunsTheHook() {
    assertThat(deadlock(PoolTerminatedNeverShutDown.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theHookRunsAfterTheShutdown() {
    assertThat(deadlock(PoolTerminatedShutDown.class)).isEqualTo(RbInterpreter.Answer.NO);
  }

  @Test
  void awaitTerminationWaitsForTheHook() {
    assertThat(deadlock(PoolTerminatedWaitsForCaller.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void theShutdownsCallerMayRunTheHook() {
    assertThat(deadlock(PoolTerminatedInline.class)).isEqualTo(RbInterpreter.Answer.YES);
  }

  @Test
  void aStatisticsCallWaitsForTheRunningHook() {
    assertThat(deadlock(PoolTerminatedStatistics.class)).as("getPoolSize needs mainLock")
        .isEqualTo(RbInterpreter.Answer.YES);
    assertThat(deadlock(PoolTerminatedNoStatistics.class)).isEqualTo(RbInterpreter.Answer.NO);
  }
}
