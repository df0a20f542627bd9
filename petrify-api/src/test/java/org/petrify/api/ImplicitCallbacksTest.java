package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.petrify.api.fixtures.ImplicitCalls;

/**
 * Application code the JDK runs in the calling thread is run by the model at the call (element
 * methods through nested containers and views, {@code updateAndGet}'s function, a logging
 * handler's {@code publish}, a rendered {@code toString}, the comparator a sorted container
 * keeps, {@code compareTo} under a {@code PriorityBlockingQueue}'s internal lock): the
 * lock-order cycle through it is
 * found (VIOLATED, where the model ran nothing and the verdict was INCONCLUSIVE), and its
 * fixed twin holds for deadlock and, under {@code --fairness threads}, for termination (the
 * JDK's iterations over them are bounded loops).
 */
class ImplicitCallbacksTest {

  private static Analysis analysis(String program) {
    return Petrify.analyze(Path.of("target/test-classes"))
        .mainClass(ImplicitCalls.class.getName() + "$" + program);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"NestedCycle", "ViewCycle", "AtomicCycle", "LogCycle", "ConcatCycle",
      "SortedCycle", "QueueLockCycle"})
  void theCycleThroughTheCodeIsFound(String program) {
    Report r = analysis(program).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.VIOLATED);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"NestedOrdered", "ViewOrdered", "AtomicOrdered", "LogOrdered",
      "ConcatOrdered", "RemainingOrdered", "SortedOrdered", "QueueLockOrdered", "QueuePlainOrdered"})
  void theFixedTwinHoldsAndTerminates(String program) {
    Report r = analysis(program).deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    assertThat(r.caveats()).as(r.text()).noneSatisfy(c ->
        assertThat(c.kind().id()).isEqualTo("library-callback"));
    Report t = analysis(program).fairness(Fairness.THREADS).termination();
    assertThat(t.verdict()).as(t.text()).isEqualTo(Verdict.HOLDS);
  }

  /**
   * The internal lock of a {@code PriorityBlockingQueue} appears in the net only when a
   * call-back matters: with plain {@code Integer} elements, no {@code #internal} lock.
   */
  @org.junit.jupiter.api.Test
  void aQueueWithPlainElementsHasNoInternalLock() {
    Report r = analysis("QueuePlainOrdered").deadlock();
    assertThat(r.verdict()).as(r.text()).isEqualTo(Verdict.HOLDS);
    assertThat(analysis("QueuePlainOrdered").rb()).doesNotContain("#internal");
    assertThat(analysis("QueueLockOrdered").rb()).contains("#internal");
  }
}
