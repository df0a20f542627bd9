package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.ClosedPool;
import org.petrify.api.fixtures.ConstructedPool;
import org.petrify.api.fixtures.ConstructedPoolPrestarted;
import org.petrify.api.fixtures.ConstructedPoolTimesOut;
import org.petrify.api.fixtures.ConstructedScheduledPool;
import org.petrify.api.fixtures.FactoryPools;
import org.petrify.api.fixtures.IdlePool;
import org.petrify.api.fixtures.FinallyShutdown;
import org.petrify.api.fixtures.IdleSingleThreadPool;
import org.petrify.api.fixtures.PoolsInALoop;
import org.petrify.api.fixtures.PrestartedPool;
import org.petrify.api.fixtures.SkippedShutdown;

/**
 * A fixed pool that is never shut down keeps the JVM alive: termination models its idle
 * workers (a run that gives it a task does not terminate: VIOLATED), livelock reports carry the
 * UNSOUND caveat {@code pool-kept-alive} at the pool's creation, deadlock reports no caveat. A
 * single-thread executor (which the JDK may shut down when unreachable) is not modelled: the
 * caveat {@code pool-not-shut-down} makes termination INCONCLUSIVE. A pool that is shut down
 * gets none; whether the shutdown ran is a fact of each run, so a run that skips it does not
 * terminate, and a prestarted worker counts as a task's.
 */
class IdlePoolCaveatTest {

  private static boolean hasCaveat(Report r, String kind, Class<?> main, int line) {
    return r.caveats().stream().anyMatch(c -> c.kind().id().equals(kind)
        && c.effect() == Caveat.Effect.UNSOUND && c.where().line() == line
        && c.where().className().equals(main.getName()));
  }

  private static boolean hasPoolCaveat(Report r) {
    return r.caveats().stream().anyMatch(c -> c.kind().id().startsWith("pool-"));
  }

  @Test
  void terminationSeesThatTheIdleWorkersKeepTheJvmAlive() {
    Analysis a = Petrify.analyze(JavaProgramTest.classes()).mainClass(IdlePool.class.getName());
    Report termination = a.termination();
    assertThat(termination.verdict()).as(termination.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(termination.explanation()).as(termination.text()).isPresent();
    assertThat(termination.explanation().get().text()).as(termination.text())
        .contains("never shuts down").contains("keeps the JVM from exiting");
    assertThat(hasPoolCaveat(termination)).as(termination.text()).isFalse();
    Report livelock = a.livelock();
    assertThat(hasCaveat(livelock, "pool-kept-alive", IdlePool.class, 13))
        .as(livelock.text()).isTrue();
    Report deadlock = a.deadlock();
    assertThat(hasPoolCaveat(deadlock)).as(deadlock.text()).isFalse();
    assertThat(deadlock.verdict()).as(deadlock.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aPoolWhoseFactoryMayMakeNonDaemonWorkersKeepsTheJvmAlive() {
    for (Class<?> main : java.util.List.of(FactoryPools.Named.class, FactoryPools.Undone.class,
        FactoryPools.Decided.class)) {
      Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(main.getName())
          .termination();
      assertThat(r.verdict()).as(main.getName() + "\n" + r.text()).isEqualTo(Verdict.VIOLATED);
      assertThat(r.explanation().get().text()).as(r.text()).contains("never shuts down");
    }
  }

  @Test
  void aPoolWhoseFactoryMakesDaemonsOnlyDoesNotKeepTheJvmAlive() {
    for (Class<?> main : java.util.List.of(FactoryPools.DaemonLambda.class,
        FactoryPools.DaemonClass.class)) {
      Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(main.getName())
          .termination();
      assertThat(r.verdict()).as(main.getName() + "\n" + r.text()).isEqualTo(Verdict.HOLDS);
      assertThat(hasPoolCaveat(r)).as(r.text()).isFalse();
    }
  }

  @Test
  void aSingleThreadExecutorIsACaveat() {
    Report termination = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(IdleSingleThreadPool.class.getName()).termination();
    assertThat(hasCaveat(termination, "pool-not-shut-down", IdleSingleThreadPool.class, 13))
        .as(termination.text()).isTrue();
    // The model terminates; with the caveat that is no pass (no silent pass).
    assertThat(termination.verdict()).as(termination.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(termination.reason().orElse("")).contains("pool-not-shut-down");
  }

  @Test
  void aPoolThatIsShutDownGetsNoCaveat() {
    Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(ClosedPool.class.getName())
        .termination();
    assertThat(hasPoolCaveat(r)).as(r.text()).isFalse();
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aRunThatSkipsTheShutdownDoesNotTerminate() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(SkippedShutdown.class.getName()).termination();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.explanation().get().text()).as(r.text()).contains("never shuts down");
    assertThat(hasPoolCaveat(r)).as(r.text()).isFalse();
  }

  @Test
  void aShutdownInAFinallyBlockRunsOnEveryPath() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(FinallyShutdown.class.getName()).termination();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void prestartedWorkersKeepTheJvmAlive() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(PrestartedPool.class.getName()).termination();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.explanation().get().text()).as(r.text()).contains("prestarted by main");
  }

  @Test
  void shutdownsOfPoolsMadeInALoopAreACaveat() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(PoolsInALoop.class.getName()).termination();
    assertThat(hasCaveat(r, "pool-not-shut-down", PoolsInALoop.class, 13)).as(r.text()).isTrue();
    assertThat(r.verdict()).as(r.text()).isNotEqualTo(Verdict.HOLDS);
  }

  private static Report termination(Class<?> main) {
    return Petrify.analyze(JavaProgramTest.classes()).mainClass(main.getName()).termination();
  }

  @Test
  void aConstructedPoolNeverShutDownKeepsTheJvmAlive() {
    // Before: new ThreadPoolExecutor(..) pools were not tracked (INCONCLUSIVE by pool-size).
    Report r = termination(ConstructedPool.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void prestartedWorkersOfAConstructedPoolKeepTheJvmAlive() {
    // Before: a wrong HOLDS (no task, so nothing was modelled at all).
    Report r = termination(ConstructedPoolPrestarted.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void aConstructedScheduledPoolNeverShutDownKeepsTheJvmAlive() {
    Report r = termination(ConstructedScheduledPool.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void coreWorkersAllowedToTimeOutDoNotKeepTheJvmAlive() {
    Report r = termination(ConstructedPoolTimesOut.class);
    assertThat(r.verdict()).as(r.text()).isNotEqualTo(Verdict.VIOLATED);
  }
}
