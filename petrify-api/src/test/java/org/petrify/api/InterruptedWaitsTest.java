package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.InterruptedWaits;

/**
 * Interrupted {@code Object.wait} and {@code Condition.await}: a flag set before the wait
 * throws at once, one set while the thread waits takes it out of the wait set to re-acquire
 * the lock and throw into the handler (see {@code InterruptFlags}). Before, both waits carried
 * an UNSOUND {@code interrupt} caveat and the correct programs were reported VIOLATED.
 */
class InterruptedWaitsTest {

  private static Report deadlock(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName()).deadlock();
  }

  @Test
  void anInterruptedWaitThrowsIntoItsHandler() {
    Report r = deadlock(InterruptedWaits.WaitOk.class);
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("interrupt"));
  }

  @Test
  void anInterruptedAwaitThrowsIntoItsCatchBeforeItsFinally() {
    assertThat(deadlock(InterruptedWaits.AwaitOk.class).verdict()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void anInterruptedReentrantWaitTakesItsHoldsBack() {
    assertThat(deadlock(InterruptedWaits.ReentrantWaitOk.class).verdict())
        .isEqualTo(Verdict.HOLDS);
  }

  @Test
  void anInterruptedWaiterMustTakeTheMonitorBack() {
    assertThat(deadlock(InterruptedWaits.HoldWhileJoin.class).verdict())
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aSwallowedInterruptWaitsAgain() {
    assertThat(deadlock(InterruptedWaits.Rewait.class).verdict()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aValueTheHandlerReadsLivesAcrossTheWait() {
    assertThat(deadlock(InterruptedWaits.HandlerReadsStageOk.class).verdict())
        .isEqualTo(Verdict.HOLDS);
  }

  @Test
  void anInterruptLeavesASynchronizedBlockForTheCatchAroundIt() {
    assertThat(deadlock(InterruptedWaits.CatchOutsideSyncOk.class).verdict())
        .isEqualTo(Verdict.HOLDS);
    assertThat(deadlock(InterruptedWaits.CatchOutsideSyncRewait.class).verdict())
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aSleepTestsTheFlagOnEntry() {
    assertThat(fairTermination(InterruptedWaits.SleepLoopOk.class)).isEqualTo(Verdict.HOLDS);
    assertThat(fairTermination(InterruptedWaits.SleepLoopSwallows.class))
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void isInterruptedReadsTheFlagAndInterruptedClearsIt() {
    assertThat(fairTermination(InterruptedWaits.KeepsFlagOk.class)).isEqualTo(Verdict.HOLDS);
    assertThat(fairTermination(InterruptedWaits.ClearsFlag.class)).isEqualTo(Verdict.VIOLATED);
  }

  private static Verdict fairTermination(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName())
        .fairness(Fairness.THREADS).termination().verdict();
  }
}
