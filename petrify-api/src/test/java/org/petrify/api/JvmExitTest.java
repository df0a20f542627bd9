package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.JvmExits;

/**
 * {@code System.exit}, {@code Runtime.exit} and {@code Runtime.halt} end the JVM ({@code
 * JvmExit}): a state after an exit is no deadlock and no livelock, and a run that reaches one
 * has terminated; a deadlock that can happen before the exit is still found.
 */
class JvmExitTest {

  private static Analysis of(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName());
  }

  @Test
  void anExitEndsTheThreadsThatStillWait() {
    Report r = of(JvmExits.ExitLeavesWaiter.class).deadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("exit"));
    assertThat(of(JvmExits.ExitLeavesWaiter.class).termination().verdict())
        .isEqualTo(Verdict.HOLDS);
    assertThat(of(JvmExits.NoExitLeavesWaiter.class).deadlock().verdict())
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aDeadlockBeforeTheExitIsFound() {
    assertThat(of(JvmExits.CycleBeforeExit.class).deadlock().verdict())
        .isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void anExitUnderALockEndsTheThreadWaitingForIt() {
    assertThat(of(JvmExits.ExitUnderLock.class).deadlock().verdict()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void anExitOfAnotherThreadEndsAWaitingMain() {
    Analysis a = of(JvmExits.WorkerExits.class);
    assertThat(a.deadlock().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(a.termination().verdict()).isEqualTo(Verdict.HOLDS);
    assertThat(a.livelock().verdict()).isEqualTo(Verdict.HOLDS);
  }

  /**
   * Shutdown hooks (ShutdownHooks): an exit starts the registered hooks and waits for them
   * holding the exiting thread's locks, a normal end runs them last, and halt runs none. The
   * hook programs hang on the JVM exactly where these say VIOLATED.
   */
  @Test
  void anExitWaitsForItsShutdownHooks() {
    for (Class<?> main : java.util.List.of(JvmExits.HookUnderExitLock.class,
        JvmExits.HookWaitsAtNormalEnd.class)) {
      Report r = of(main).deadlock();
      assertThat(r.verdict()).as(main.getSimpleName() + ": " + r.text())
          .isEqualTo(Verdict.VIOLATED);
      assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("unmodelled-library"));
    }
    for (Class<?> main : java.util.List.of(JvmExits.HookAfterRelease.class,
        JvmExits.HaltSkipsHooks.class)) {
      Analysis a = of(main);
      assertThat(a.deadlock().verdict()).as(main.getSimpleName() + ": " + a.deadlock().text())
          .isEqualTo(Verdict.HOLDS);
      assertThat(a.termination().verdict()).as(main.getSimpleName()).isEqualTo(Verdict.HOLDS);
    }
  }
}
