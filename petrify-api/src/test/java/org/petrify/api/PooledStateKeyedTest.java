package org.petrify.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.petrify.api.fixtures.PooledStateKeyed;

/**
 * The keyed pool of commons-pool2's form ({@link PooledStateKeyed}: a return finds the pooled
 * object by a registry lookup, reads its state and marks it in separate accesses) is correct on
 * the JVM, and the model still finds a false deadlock, because the pooled objects are one
 * summary object whose state is a weak update ({@code docs/limitations.md}; the smaller forms
 * are in petrify-ir's {@code PooledStateTest}). Checked with the engine: the rb interpreter's
 * exhaustive search does not finish on the map's model. A rule giving such objects
 * per-instance identity, deciding which object a reference stands for once per reference value
 * and not per access, must turn this pin to {@link Verdict#HOLDS}.
 */
class PooledStateKeyedTest {

  @Test
  void theKeyedPoolIsStillAFalseDeadlock() {
    Analysis a = Petrify.analyze(Path.of("target/test-classes"))
        .mainClass(PooledStateKeyed.class.getName());
    // since the merges of 2026-12-06 the search stops first at the model's bound of the
    // idle deque's item counter (INCONCLUSIVE, no longer the false VIOLATED); HOLDS is the pin's goal
    assertThat(a.deadlock().verdict())
        .as("a false deadlock: per-instance identity of summary objects is not built")
        .isIn(Verdict.VIOLATED, Verdict.INCONCLUSIVE);
  }
}
