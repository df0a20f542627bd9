package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.JavaLoops;

/**
 * Java loops that Java bounds (a counter moved by one towards a bound the loop does not change,
 * a for-each over a fail-fast JDK collection the loop does not change) leave under thread
 * fairness; those it does not bound stay non-terminating.
 */
class JavaLoopsTest {

  private static Analysis of(Class<?> main) {
    return Petrify.analyze(Path.of("target/test-classes")).mainClass(main.getName());
  }

  @Test
  void boundedLoopsTerminateUnderThreadFairness() {
    Analysis a = of(JavaLoops.Finite.class);
    assertThat(a.termination().verdict()).as("without fairness the loops may spin")
        .isEqualTo(Verdict.VIOLATED);
    Report fair = a.fairness(Fairness.THREADS).termination();
    assertThat(fair.verdict()).as(fair.text()).isEqualTo(Verdict.HOLDS);
  }

  @Test
  void loopsJavaDoesNotBoundStillDoNotTerminate() {
    for (Class<?> main : List.of(JavaLoops.UpToAtMost.class, JavaLoops.Growing.class,
        JavaLoops.GrowingMap.class, JavaLoops.ConcurrentGrowing.class)) {
      Report r = of(main).fairness(Fairness.THREADS).termination();
      assertThat(r.verdict()).as(main.getSimpleName() + "\n" + r.text())
          .isEqualTo(Verdict.VIOLATED);
    }
  }
}
