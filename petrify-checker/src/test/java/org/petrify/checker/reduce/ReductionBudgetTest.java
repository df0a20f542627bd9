package org.petrify.checker.reduce;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.testing.Chains;

/** The structural reduction asks its budget inside rule passes, not only between them. */
class ReductionBudgetTest {
  private static final Formula DEADLOCK = new Formula.EF(new Formula.Deadlock());

  @Test
  void theBudgetIsAskedEveryFewThousandNodesARuleLooksAt() {
    int n = 40_000;
    PetriNet ring = Chains.ring(n);
    AtomicInteger calls = new AtomicInteger();
    StructuralReducer.forFormula(ring, DEADLOCK, false, (stage, bytes, progress) -> {
      assertThat(stage).isEqualTo(StructuralReducer.STAGE);
      assertThat(bytes).isPositive();
      calls.incrementAndGet();
    });
    // The first pass of the dead-transition rule alone looks at all n transitions.
    assertThat(calls.get()).isGreaterThanOrEqualTo(n / WorkNet.POLL_INTERVAL);
  }

  @Test
  void aBudgetThatThrowsStopsTheReductionWithItsException() {
    IllegalStateException stop = new IllegalStateException("stop");
    AtomicInteger calls = new AtomicInteger();
    assertThatThrownBy(() -> StructuralReducer.forFormula(Chains.ring(40_000), DEADLOCK, false,
        (stage, bytes, progress) -> {
          if (calls.incrementAndGet() == 3) {
            throw stop;
          }
        })).isSameAs(stop);
  }
}
