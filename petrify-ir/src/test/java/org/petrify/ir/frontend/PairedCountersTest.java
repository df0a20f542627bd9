package org.petrify.ir.frontend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.petrify.ir.frontend.samples.MonotoneCount;
import org.petrify.ir.frontend.samples.ParamGuards;
import org.petrify.ir.rb.Variable;

/** Int fields counted up and down by one are tracked up to the bound ({@link PairedCounters}). */
class PairedCountersTest {
  private static Variable variable(FrontendResult r, String suffix) {
    return r.program().variables().stream()
        .filter(v -> v.name().endsWith(suffix)).findFirst().orElseThrow();
  }

  /** Fails without the rule: the domain is {@code 0 *}, only the constant compared. */
  @Test
  void aWaiterCountIsTrackedUpToTheBound() {
    FrontendResult r = RbDump.translate(ParamGuards.class);
    assertThat(variable(r, ".waiters").values())
        .containsExactly("0", "1", "2", "3", "4", "5", "6", "7", "*");
  }

  @Test
  void aCountThatOnlyGrowsKeepsItsComparedConstants() {
    FrontendResult r = RbDump.translate(MonotoneCount.class);
    assertThat(variable(r, ".count").values()).containsExactly("0", "*");
  }
}
