package org.petrify.checker.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Verdict;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.Philosophers;

/**
 * {@code EF (dead OR φ)} split into one search per disjunct: the same verdicts as the unsplit
 * goal searched without any reduction, witnesses that end in a marking satisfying the whole
 * disjunction, and the deadlock disjunct searched with the deadlock-preserving reductions.
 */
class DisjunctiveGoalTest {

  private static Formula atLeastOne(PetriNet net, String... places) {
    List<Formula> all = new java.util.ArrayList<>();
    for (String p : places) {
      all.add(new Formula.Compare(new IntExpr.Tokens(List.of(net.placeId(p))),
          Formula.CompareOp.GE, new IntExpr.Constant(1)));
    }
    return all.size() == 1 ? all.get(0) : new Formula.And(all);
  }

  private static Formula deadOr(Formula other) {
    return new Formula.EF(new Formula.Or(List.of(
        new Formula.And(List.of(new Formula.Deadlock(), new Formula.True())), other)));
  }

  @Test
  void splitsOnlyAnEfOfADisjunctionWithADeadMarkingDisjunct() {
    Formula p = new Formula.Compare(new IntExpr.Constant(1), Formula.CompareOp.GE,
        new IntExpr.Constant(0));
    assertThat(DisjunctiveGoal.split(new Formula.EF(new Formula.Deadlock()))).isEmpty();
    assertThat(DisjunctiveGoal.split(new Formula.EF(new Formula.Or(List.of(p, p))))).isEmpty();
    assertThat(DisjunctiveGoal.split(new Formula.AG(new Formula.Or(List.of(
        new Formula.Deadlock(), p))))).isEmpty();
    assertThat(DisjunctiveGoal.split(new Formula.EF(new Formula.Or(List.of(p,
        new Formula.Deadlock()))))).containsExactly(new Formula.Deadlock(), p);
    assertThat(DisjunctiveGoal.split(new Formula.EF(new Formula.Or(List.of(p,
        new Formula.EF(new Formula.Deadlock())))))).isEmpty();
  }

  @Test
  void sameVerdictsAsTheUnreducedSearchOfTheWholeGoal() {
    for (int n = 2; n <= 6; n++) {
      for (PetriNet net : List.of(Philosophers.symmetric(n), Philosophers.asymmetric(n))) {
        for (Formula other : List.of(atLeastOne(net, "eat_0", "eat_1"),
            atLeastOne(net, "eat_0"), atLeastOne(net, "eat_0", "eat_" + (n - 1)))) {
          Formula goal = deadOr(other);
          CheckResult split = ModelChecker.of(net).check(goal);
          CheckResult plain = ModelChecker.of(net).options(CheckOptions.defaults()
              .withPartialOrderReduction(false).withStructuralReduction(false)).check(goal);
          assertThat(DisjunctiveGoal.split(goal)).hasSize(2);
          assertThat(plain.verdict()).isNotEqualTo(Verdict.UNKNOWN);
          assertThat(split.verdict()).as("%s %s", net.name(), other)
              .isEqualTo(plain.verdict());
          if (split.verdict() == Verdict.TRUE) {
            int[] end = split.witness().orElseThrow().replay(net);
            assertThat(isDead(net, end) || satisfies(net, other, end)).isTrue();
          }
        }
      }
    }
  }

  @Test
  void aDeadlockFreeNetWithAnUnreachableOtherDisjunctIsFalse() {
    PetriNet net = Philosophers.asymmetric(4);
    CheckResult r = ModelChecker.of(net).check(deadOr(atLeastOne(net, "eat_0", "eat_1")));
    assertThat(r.verdict()).isEqualTo(Verdict.FALSE);
    assertThat(r.witness()).isEmpty();
  }

  private static boolean isDead(PetriNet net, int[] marking) {
    for (int t = 0; t < net.transitionCount(); t++) {
      if (net.isEnabled(t, marking)) {
        return false;
      }
    }
    return true;
  }

  /** {@code other} is one place compare or a conjunction of them (see {@link #atLeastOne}). */
  private static boolean satisfies(PetriNet net, Formula other, int[] marking) {
    List<Formula> parts = other instanceof Formula.And and ? and.operands() : List.of(other);
    for (Formula f : parts) {
      int place = ((IntExpr.Tokens) ((Formula.Compare) f).left()).places().get(0);
      if (marking[place] < 1) {
        return false;
      }
    }
    return true;
  }
}
