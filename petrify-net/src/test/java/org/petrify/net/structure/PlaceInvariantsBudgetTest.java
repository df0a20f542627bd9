package org.petrify.net.structure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Chains;

/**
 * The place invariant computation is bounded in work, including the choice of columns, and
 * reports to its caller's budget, which can stop it.
 */
class PlaceInvariantsBudgetTest {

  /** A budget that counts its calls and keeps the last figures. */
  private static final class Recorder implements StructuralBudget {
    final List<Long> held = new ArrayList<>();
    String lastProgress;

    @Override
    public void check(String stage, long heldBytes, java.util.function.Supplier<String> progress) {
      assertThat(stage).isEqualTo("place invariants");
      held.add(heldBytes);
      lastProgress = progress.get();
    }
  }

  @Test
  void choosingColumnsIsCappedNotQuadratic() {
    // Each elimination looks at every live row and column: 4,000 x 8,000 per step uncapped.
    PetriNet net = Chains.chain(4_000);
    Recorder budget = new Recorder();
    PlaceInvariants.Result r = PlaceInvariants.of(net, PlaceInvariants.DEFAULT_MAX_ROWS,
        PlaceInvariants.DEFAULT_MAX_WORK, 1_000_000L, budget);
    assertThat(r.complete()).isFalse();
    // Building the rows (~3 units per place) plus the capped scan, one call per interval.
    long bound = (3L * 4_001 + 1_000_000L + 8_000) / PlaceInvariants.CHECK_INTERVAL + 1;
    assertThat((long) budget.held.size()).isPositive().isLessThanOrEqualTo(bound);
    assertThat(budget.held).allMatch(bytes -> bytes > 0);
    assertThat(budget.lastProgress).contains("invariants found").contains("of 4,000 transitions");
  }

  @Test
  void theBudgetStopsTheComputationByThrowing() {
    IllegalStateException stop = new IllegalStateException("stop");
    assertThatThrownBy(() -> StructuralBounds.analyse(Chains.chain(4_000), (stage, bytes, p) -> {
      throw stop;
    })).isSameAs(stop);
  }

  @Test
  void withoutABudgetTheResultIsTheSame() {
    PetriNet net = Chains.chain(30);
    Recorder budget = new Recorder();
    PlaceInvariants.Result plain = PlaceInvariants.of(net);
    PlaceInvariants.Result budgeted = PlaceInvariants.of(net, budget);
    assertThat(plain.complete()).isTrue();
    assertThat(budgeted.complete()).isTrue();
    assertThat(budgeted.invariants()).hasSameSizeAs(plain.invariants()).hasSize(1);
    assertThat(budgeted.invariants().get(0).places()).hasSize(31);
  }
}
