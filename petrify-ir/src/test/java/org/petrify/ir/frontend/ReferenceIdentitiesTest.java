package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.GuardList;
import org.petrify.ir.frontend.samples.GuardListInitialised;
import org.petrify.ir.frontend.samples.GuardListUnpassed;
import org.petrify.ir.rb.RbInterpreter;
import org.petrify.ir.rb.Variable;

/**
 * Reference fields tracked with a value per object ({@link ReferenceIdentities}): an intrusive
 * list of guards decides which guard's condition a state change signals (the correct program
 * with its twin that really deadlocks).
 */
class ReferenceIdentitiesTest {
  private static RbInterpreter.Answer deadlock(FrontendResult r) {
    return RbInterpreter.of(r.program()).explore(200_000).deadlock();
  }

  private static Variable variable(FrontendResult r, String suffix) {
    return r.program().variables().stream()
        .filter(v -> v.name().endsWith(suffix)).findFirst().orElseThrow();
  }

  /**
   * Fails without the rule: {@code active} and {@code next} are untracked, the loop over the
   * list signals any guard's condition, and a waiter waits for ever.
   */
  @Test
  void theGuardListSignalsTheSatisfiedGuard() {
    FrontendResult r = RbDump.translate(GuardList.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
    Variable active = variable(r, ".active");
    assertThat(active.values()).hasSize(4);
    assertThat(active.values().subList(0, 2)).containsExactly("null", "nonnull");
    assertThat(active.values().subList(2, 4))
        .allMatch(v -> v.startsWith("org.petrify.ir.frontend.samples.GuardList$Guard@"));
    assertThat(variable(r, ".next").values()).isEqualTo(active.values());
  }

  @Test
  void theTwinThatDoesNotPassTheWakeUpOnDeadlocks() {
    FrontendResult r = RbDump.translate(GuardListUnpassed.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.YES);
    assertThat(variable(r, ".active").values()).hasSize(4);
  }

  /**
   * Fails without {@link DefaultStores}: the constructor's {@code active = null} races with the
   * other threads' accesses, so {@code active} is not tracked and a waiter waits for ever.
   */
  @Test
  void aDefaultStoreInTheConstructorKeepsTheListTracked() {
    FrontendResult r = RbDump.translate(GuardListInitialised.class);
    assertThat(deadlock(r)).isEqualTo(RbInterpreter.Answer.NO);
    assertThat(variable(r, ".active").values()).hasSize(4);
  }
}
