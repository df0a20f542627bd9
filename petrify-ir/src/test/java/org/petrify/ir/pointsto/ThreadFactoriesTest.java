package org.petrify.ir.pointsto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.petrify.ir.pointsto.PointsToAnalysis.Sensitivity;
import org.petrify.ir.pointsto.samples.Factories;

/**
 * Threads made by JDK and program thread factories run the runnable handed to them, through
 * lambdas that capture it and through {@code FutureTask} / {@code Executors.callable}
 * ({@link ThreadFactories}).
 */
class ThreadFactoriesTest {

  private static PointsToResult analyse(String entry) {
    return new PointsToAnalysis(TestCode.codeBase(), Sensitivity.OBJECT_AND_CALL_SITE)
        .run(TestCode.method(Factories.class, entry));
  }

  /** The names of the methods reachable from the started threads' entries. */
  private static Set<String> reachedFromThreads(PointsToResult r) {
    Set<MethodInstance> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<MethodInstance> todo = new java.util.ArrayDeque<>();
    for (AbstractObject t : r.startedThreads()) {
      todo.addAll(r.threadEntries(t));
    }
    while (!todo.isEmpty()) {
      MethodInstance mi = todo.pop();
      if (seen.add(mi)) {
        MethodCode body = r.body(mi);
        for (int i = 0; body != null && i < body.size(); i++) {
          todo.addAll(r.callees(mi, i));
        }
      }
    }
    return seen.stream().map(mi -> mi.method().getName()).collect(Collectors.toSet());
  }

  @ParameterizedTest
  @CsvSource({"defaultFactory, workDefault",
      "lambdaFactory, workLambda", "methodRefFactory, workMethodRef",
      "futureTask, workFutureTask", "callable, workCallable", "renamed, workRenamed"})
  void theFactorysThreadRunsTheRunnableThroughItsWrappers(String entry, String work) {
    PointsToResult r = analyse(entry);
    assertThat(r.startedThreads()).as(entry).hasSize(1);
    assertThat(r.threadEntries(r.startedThreads().get(0))).as(entry).isNotEmpty();
    assertThat(reachedFromThreads(r)).as(entry).contains(work);
  }

  @Test
  void aFactoryWithoutAnObjectMakesNoThread() {
    PointsToResult r = analyse("unknownFactory");
    assertThat(r.startedThreads()).isEmpty();
  }
}
