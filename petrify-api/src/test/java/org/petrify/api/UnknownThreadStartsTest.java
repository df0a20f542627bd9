package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.DeadlockThenUnknownThread;
import org.petrify.api.fixtures.ReflectedFactory;
import org.petrify.api.fixtures.ReflectedRunnable;

/**
 * A violation whose witness starts a thread of unknown run target is no evidence: the check is
 * INCONCLUSIVE and names the thread ({@link UnknownThreadStarts}); one whose witness does not
 * start it keeps its verdict.
 */
class UnknownThreadStartsTest {

  @Test
  void aThreadWithAnUnknownRunnableDoesNotMakeItsWaiterADeadlock() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(ReflectedRunnable.class.getName()).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).get().asString().contains("run target is not known");
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("empty-thread")
        && c.effect() == Caveat.Effect.UNSOUND);
  }

  @Test
  void aThreadOfAnUnknownFactoryIsStartedAsAnUnknownThread() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(ReflectedFactory.class.getName()).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.reason()).get().asString().contains("run target is not known");
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("empty-thread")
        && c.message().contains("Thread.start on a thread the analysis has no object for"));
  }

  @Test
  void aDeadlockBeforeTheUnknownStartIsStillFound() {
    Report r = Petrify.analyze(JavaProgramTest.classes())
        .mainClass(DeadlockThenUnknownThread.class.getName()).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
    assertThat(r.caveats()).anyMatch(c -> c.kind().id().equals("empty-thread"));
  }
}
