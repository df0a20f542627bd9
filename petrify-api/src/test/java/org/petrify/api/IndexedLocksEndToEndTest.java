package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.IndexedForksCrossed;
import org.petrify.api.fixtures.IndexedForksOrdered;
import org.petrify.api.fixtures.NamedLocksCrossed;
import org.petrify.api.fixtures.NamedLocksOrdered;

/**
 * Locks chosen by a per-thread index into an array filled in a loop, by a constant index into
 * a list filled in a loop, and by a literal name into a map (issue 18): the ordered programs
 * hold with no caveat that could lower the verdict, the crossed twins deadlock. Before, every
 * such lock was any element, and the ordered programs were false deadlocks.
 */
class IndexedLocksEndToEndTest {
  private static Report deadlock(Class<?> main) {
    return Petrify.analyze(JavaProgramTest.classes()).mainClass(main.getName()).deadlock();
  }

  @Test
  void orderedForksChosenByTheCapturedIndexHold() {
    Report r = deadlock(IndexedForksOrdered.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void leftForkFirstDeadlocks() {
    Report r = deadlock(IndexedForksCrossed.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @Test
  void namedAndListedLocksInOneOrderHold() {
    Report r = deadlock(NamedLocksOrdered.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void namedLocksInOppositeOrdersDeadlock() {
    Report r = deadlock(NamedLocksCrossed.class);
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }
}
