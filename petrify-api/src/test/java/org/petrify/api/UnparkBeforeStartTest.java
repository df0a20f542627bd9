package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.EarlyUnpark;
import org.petrify.api.fixtures.LateUnpark;

/**
 * An unpark that may run before its thread starts gets the UNSOUND caveat
 * {@code unpark-before-start} (HotSpot drops such a permit, the model keeps it); an unpark
 * after a start that dominates it gets none.
 */
class UnparkBeforeStartTest {

  @Test
  void anUnparkBeforeTheStartIsReportedAsNotModelled() {
    Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(EarlyUnpark.class.getName())
        .deadlock();
    assertThat(r.caveats()).as(r.text()).anyMatch(c -> c.kind().id().equals("unpark-before-start")
        && c.effect() == Caveat.Effect.UNSOUND && c.where().line() == 12);
    // The model keeps the permit (the worker's park returns): it holds only for the model.
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(r.caveats()).noneMatch(c -> c.kind().id().equals("empty-thread"));
  }

  @Test
  void anUnparkAfterTheStartIsNot() {
    Report r = Petrify.analyze(JavaProgramTest.classes()).mainClass(LateUnpark.class.getName())
        .deadlock();
    assertThat(r.caveats()).as(r.text()).noneMatch(c -> c.kind().id().equals("unpark-before-start"));
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
  }
}
