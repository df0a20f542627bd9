package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.testing.Chains;

/**
 * The structural facts computed before a search (place invariants, the marking codec) stop at
 * the deadline and the memory limit of the budget they run under, naming the stage. The
 * deadline is driven by a fake clock, so nothing here depends on the machine's speed.
 */
class SetupBudgetTest {

  /** A clock that reads what the test sets. */
  private static final class FakeClock {
    final AtomicLong now = new AtomicLong();

    long read() {
      return now.get();
    }
  }

  @Test
  void placeInvariantsPastTheDeadlineEndNamingTheStage() {
    FakeClock clock = new FakeClock();
    Budget budget = Budget.of(0, Duration.ofMillis(1), 0, clock::read);
    clock.now.set(Duration.ofMillis(2).toNanos());
    assertThatThrownBy(() -> Reachability.of(Chains.chain(2_000), budget))
        .isInstanceOfSatisfying(BudgetExceededException.class, e -> {
          assertThat(e.kind()).isEqualTo(Unknown.TIMEOUT);
          assertThat(e.reason()).startsWith("timeout of 1 ms reached in stage place invariants (")
              .contains("invariants found").contains("transitions eliminated");
        });
  }

  @Test
  void placeInvariantsWithinTheDeadlineGiveTheSameCheck() {
    FakeClock clock = new FakeClock();
    Budget budget = Budget.of(0, Duration.ofMillis(1), 0, clock::read);
    CheckResult r = Reachability.of(Chains.chain(2_000), budget).checkDeadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.TRUE);
    assertThat(budget.remaining()).isEqualTo(Duration.ofMillis(1));
  }

  @Test
  void placeInvariantsOverTheMemoryBudgetEndNamingTheStage() {
    Budget budget = Budget.of(0, null, 10_000);
    assertThatThrownBy(() -> Reachability.of(Chains.chain(2_000), budget))
        .isInstanceOfSatisfying(BudgetExceededException.class, e -> {
          assertThat(e.kind()).isEqualTo(Unknown.MEMORY_BUDGET);
          assertThat(e.reason()).contains("in stage place invariants");
        });
  }

  @Test
  void theStateSpaceOfTheCtlEvaluatorStopsAtTheDeadlineToo() {
    FakeClock clock = new FakeClock();
    Budget budget = Budget.of(0, Duration.ofMillis(1), 0, clock::read);
    clock.now.set(Duration.ofMillis(2).toNanos());
    assertThatThrownBy(() -> StateSpace.create(Chains.chain(2_000), CheckOptions.defaults(), budget))
        .isInstanceOfSatisfying(BudgetExceededException.class,
            e -> assertThat(e.reason()).contains("in stage place invariants"));
  }

  @Test
  void theCodecChecksInvariantsUnderTheBudget() {
    PetriNet net = Chains.chain(3);
    var semiflows = org.petrify.net.structure.StructuralBounds.analyse(net).semiflows();
    assertThat(semiflows).isNotEmpty();
    Budget spent = Budget.of(0, null, 1);
    assertThatThrownBy(() -> MarkingCodec.forNet(net, null, semiflows, spent.structural()))
        .isInstanceOfSatisfying(BudgetExceededException.class,
            e -> assertThat(e.reason()).contains("in stage marking codec")
                .contains("0 of 1 invariants checked"));
  }

  @Test
  void remainingTimeCountsFromTheStart() {
    FakeClock clock = new FakeClock();
    Budget budget = Budget.of(0, Duration.ofMillis(10), 0, clock::read);
    clock.now.set(Duration.ofMillis(4).toNanos());
    assertThat(budget.remaining()).isEqualTo(Duration.ofMillis(6));
    assertThat(budget.elapsedMillis()).isEqualTo(4);
    assertThat(Budget.of(0, null, 0).remaining()).isNull();
  }
}
