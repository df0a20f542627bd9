package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.testing.Mcc;

/**
 * The scapegoat of a disabled transition (the insufficiently marked pre-place whose producers
 * join the stubborn set) is chosen by the fewest new producers, then the fewest new enabled
 * producers, so that the choice does not hang on the order of the pre-places; and the
 * reachability searches on Parking-PT-104 with structural reductions stay close to those on the
 * net as it is (the duplicate-transition rule used to flip those ties: 48,482 states against
 * 2,508).
 */
class ScapegoatChoiceTest {

  /**
   * {@code goal} needs {@code length} tokens on {@code a} and one on {@code b}. Each step of an
   * enabled chain of {@code length} steps puts a token on {@code a}; {@code b} has as many
   * producers, none of which can ever fire. So both places have {@code length} producers, and
   * at every marking one producer of {@code a} is enabled and none of {@code b}: taking
   * {@code b} as the scapegoat gives a set with no enabled member, one state; taking {@code a}
   * (the first pre-place) walks the chain, {@code length + 1} states. A second, unrelated
   * chain of the same length keeps two transitions enabled (a single enabled transition is
   * always fired) and makes the full state space {@code (length+1)²}.
   */
  private static PetriNet chainAndDeadEnd(int length) {
    PetriNetBuilder b = new PetriNetBuilder("chain-and-dead-end");
    int a = b.addPlace("a", 0);
    int bp = b.addPlace("b", 0);
    int out = b.addPlace("out", 0);
    int previous = b.addPlace("c0", 1);
    for (int i = 1; i <= length; i++) {
      int next = b.addPlace("c" + i, 0);
      int t = b.addTransition("step" + i);
      b.consume(t, previous, 1).produce(t, next, 1).produce(t, a, 1);
      previous = next;
    }
    previous = b.addPlace("d0", 1);
    for (int i = 1; i <= length; i++) {
      int next = b.addPlace("d" + i, 0);
      int t = b.addTransition("other" + i);
      b.consume(t, previous, 1).produce(t, next, 1);
      previous = next;
    }
    for (int i = 1; i <= length; i++) {
      int never = b.addPlace("never" + i, 0);
      int t = b.addTransition("makeB" + i);
      b.consume(t, never, 1).produce(t, bp, 1);
    }
    int goal = b.addTransition("goal");
    b.consume(goal, a, length).consume(goal, bp, 1).produce(goal, out, 1);
    return b.build();
  }

  @Test
  void aDisabledProducerIsPreferredOnATie() {
    PetriNet net = chainAndDeadEnd(20);
    int out = net.placeId("out");
    Formula f = new Formula.EF(new Formula.Compare(new IntExpr.Tokens(List.of(out)),
        Formula.CompareOp.GE, new IntExpr.Constant(1)));
    CheckOptions options = CheckOptions.defaults().withStructuralReduction(false);
    CheckResult full = ModelChecker.of(net).options(options.withPartialOrderReduction(false))
        .check(f);
    assertThat(full.verdict()).isEqualTo(Verdict.FALSE);
    assertThat(full.statistics().states()).isEqualTo(21 * 21);
    CheckResult por = ModelChecker.of(net).options(options).check(f);
    assertThat(por.verdict()).isEqualTo(Verdict.FALSE);
    assertThat(por.statistics().states()).as(por.toString()).isEqualTo(1);
  }

  @Test
  void parkingSearchesAboutAsManyStatesReducedAsUnreduced() {
    String instance = "Parking-PT-104";
    org.junit.jupiter.api.Assumptions.assumeTrue(Mcc.instances().contains(instance),
        "shared MCC data absent");
    PetriNet net = Mcc.net(instance);
    long on = 0;
    long off = 0;
    CheckOptions options = CheckOptions.defaults().withTimeout(Duration.ofSeconds(60));
    for (String exam : List.of("ReachabilityCardinality", "ReachabilityFireability")) {
      for (MccProperty p : Mcc.queries(instance, exam)) {
        CheckResult reduced = ModelChecker.of(net).options(options).check(p.formula());
        CheckResult plain = ModelChecker.of(net)
            .options(options.withStructuralReduction(false)).check(p.formula());
        assertThat(reduced.verdict()).as(p.id()).isNotEqualTo(Verdict.UNKNOWN)
            .isEqualTo(plain.verdict());
        on += reduced.statistics().states();
        off += plain.statistics().states();
      }
    }
    assertThat(off).as("unreduced states").isGreaterThan(1_000);
    assertThat(on).as("reduced states (unreduced: %d)", off).isLessThanOrEqualTo(2 * off);
  }
}
