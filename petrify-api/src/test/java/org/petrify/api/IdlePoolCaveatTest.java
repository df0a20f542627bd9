package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.ClosedPool;
import org.petrify.api.fixtures.IdlePool;

/**
 * A pool that is never shut down keeps the JVM alive while the model terminates: termination
 * and livelock reports carry the UNSOUND caveat {@code pool-not-shut-down} at the pool's
 * creation, deadlock reports do not; a pool that is shut down gets none.
 */
class IdlePoolCaveatTest {

  private static boolean hasCaveat(Report r) {
    return r.caveats().stream().anyMatch(c -> c.kind().id().equals("pool-not-shut-down")
        && c.effect() == Caveat.Effect.UNSOUND && c.where().line() == 13
        && c.where().className().equals(IdlePool.class.getName()));
  }

  @Test
  void terminationAndLivelockSayTheIdleWorkersKeepTheJvmAlive() {
    Analysis a = Petrify.analyze(JavaProgramTest.classes()).mainClass(IdlePool.class.getName());
    Report termination = a.termination();
    assertThat(hasCaveat(termination)).as(termination.text()).isTrue();
    // The model terminates; with the caveat that is no pass (no silent pass).
    assertThat(termination.verdict()).as(termination.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(termination.reason().orElse("")).contains("pool-not-shut-down");
    assertThat(hasCaveat(a.livelock())).isTrue();
    Report deadlock = a.deadlock();
    assertThat(deadlock.caveats()).as(deadlock.text())
        .noneMatch(c -> c.kind().id().equals("pool-not-shut-down"));
    assertThat(deadlock.verdict()).as(deadlock.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aPoolThatIsShutDownGetsNoCaveat() {
    Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(ClosedPool.class.getName())
        .termination();
    assertThat(r.caveats()).as(r.text()).noneMatch(c -> c.kind().id().equals("pool-not-shut-down"));
    assertThat(r.verdict()).isEqualTo(Verdict.HOLDS);
  }
}
