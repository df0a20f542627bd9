package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.SnapshotFromFactory;
import org.petrify.ir.frontend.samples.SnapshotSwap;
import org.petrify.ir.frontend.samples.SnapshotSwapStopped;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Reference fields whose objects are told apart by their final fields ({@link
 * ReferenceClasses}): a phase read through a swapped snapshot decides the wait (the fixed
 * program with its twin that really deadlocks), and objects of one allocation site with
 * several phases stay undecided.
 */
class ReferenceClassesTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  private static Variable current(FrontendResult r) {
    return r.program().variables().stream()
        .filter(v -> v.name().endsWith(".current")).findFirst().orElseThrow();
  }

  /** Fails without the rule: the phase read through the field is a choice, the waiter waits. */
  @Test
  void aPhaseReadThroughASwappedSnapshotDecidesTheWait() {
    FrontendResult r = RbDump.translate(SnapshotSwap.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(current(r).values()).containsExactly("null", "nonnull", "phase=NEW",
        "phase=RUNNING");
  }

  @Test
  void theTwinThatStopsBeforeTheWaiterLooksDeadlocks() {
    FrontendResult r = RbDump.translate(SnapshotSwapStopped.class);
    assertThat(current(r).values()).containsExactly("null", "nonnull", "phase=NEW",
        "phase=RUNNING", "phase=STOPPED");
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }

  /**
   * The factory's object made in the loop has two phases: it is {@code nonnull}, not a class
   * (only the initial one, made in another calling context, is), and the read after the loop
   * stays a choice.
   */
  @Test
  void objectsOfOneSiteWithSeveralValuesAreNotAClass() {
    FrontendResult r = RbDump.translate(SnapshotFromFactory.class);
    assertThat(current(r).values()).containsExactly("null", "nonnull", "phase=NEW");
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
  }
}
