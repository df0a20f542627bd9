package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.LibraryIterations;

/**
 * Library iterations that Java bounds leave their loop under thread fairness; those it does not
 * bound (an infinite stream source, an action that grows what it iterates, lines of an endless
 * input, a concurrent collection) stay non-terminating.
 */
class FiniteIterationsTest {

  private static Analysis of(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName());
  }

  @Test
  void finiteIterationsTerminateUnderThreadFairness() {
    Analysis a = of(LibraryIterations.Finite.class);
    assertThat(a.termination().verdict()).as("without fairness the loops may spin")
        .isEqualTo(Verdict.VIOLATED);
    Report fair = a.fairness(Fairness.THREADS).termination();
    assertThat(fair.verdict()).as(fair.text()).isEqualTo(Verdict.HOLDS);
    assertThat(a.deadlock().verdict()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void aForEachOverACollectedStreamTerminatesUnderThreadFairness() {
    Report fair = of(LibraryIterations.Collected.class).fairness(Fairness.THREADS)
        .termination();
    assertThat(fair.verdict()).as(fair.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void iterationsJavaDoesNotBoundStillDoNotTerminate() {
    for (Class<?> main : List.of(LibraryIterations.CollectedIntoChosenContainer.class,
        LibraryIterations.Generated.class,
        LibraryIterations.Growing.class, LibraryIterations.GrowingThroughHelper.class,
        LibraryIterations.ConcurrentGrowing.class)) {
      Report r = of(main).fairness(Fairness.THREADS).termination();
      assertThat(r.verdict()).as(main.getSimpleName() + "\n" + r.text())
          .isEqualTo(Verdict.VIOLATED);
    }
    Report lines = of(LibraryIterations.EndlessLines.class).fairness(Fairness.THREADS)
        .termination();
    assertThat(lines.verdict()).as(lines.text()).isNotEqualTo(Verdict.HOLDS);
  }
}
