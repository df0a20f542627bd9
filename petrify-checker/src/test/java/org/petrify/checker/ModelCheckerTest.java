package org.petrify.checker;

import org.petrify.checker.session.ModelChecker;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.Philosophers;

class ModelCheckerTest {

  static List<Arguments> combinations() {
    return List.of(
        Arguments.of(true, SearchOrder.DFS), Arguments.of(false, SearchOrder.DFS),
        Arguments.of(true, SearchOrder.BFS), Arguments.of(false, SearchOrder.BFS));
  }

  private static ModelChecker checker(PetriNet net, boolean por, SearchOrder order) {
    return ModelChecker.of(net).options(CheckOptions.defaults()
        .withPartialOrderReduction(por).withSearch(order));
  }

  @ParameterizedTest
  @MethodSource("combinations")
  void symmetricPhilosophersDeadlock(boolean por, SearchOrder order) {
    for (int n = 2; n <= 9; n++) {
      PetriNet net = Philosophers.symmetric(n);
      CheckResult r = checker(net, por, order).checkDeadlock();
      assertThat(r.verdict()).as("sym %d", n).isEqualTo(Verdict.TRUE);
      int[] end = r.witness().orElseThrow().replay(net);
      assertThat(ReferenceExplorer.isDeadlock(net, end)).isTrue();
      if (order == SearchOrder.BFS) {
        assertThat(r.witness().get().length()).isEqualTo(n);
      }
    }
  }

  @ParameterizedTest
  @MethodSource("combinations")
  void asymmetricPhilosophersAreDeadlockFree(boolean por, SearchOrder order) {
    for (int n = 2; n <= 9; n++) {
      CheckResult r = checker(Philosophers.asymmetric(n), por, order).checkDeadlock();
      assertThat(r.verdict()).as("asym %d", n).isEqualTo(Verdict.FALSE);
      assertThat(r.witness()).isEmpty();
    }
  }

  @Test
  void fullExplorationCountsStatesAndEdges() {
    for (int n = 2; n <= 8; n++) {
      for (PetriNet net : List.of(Philosophers.symmetric(n), Philosophers.asymmetric(n))) {
        ReferenceExplorer ref = ReferenceExplorer.explore(net, 1_000_000);
        for (SearchOrder order : SearchOrder.values()) {
          CheckResult r = checker(net, true, order).explore();
          assertThat(r.verdict()).isEqualTo(Verdict.TRUE);
          assertThat(r.statistics().states()).as(net.name()).isEqualTo(ref.states.size());
          assertThat(r.statistics().edges()).as(net.name()).isEqualTo(ref.edges);
        }
      }
    }
  }

  @Test
  void reachabilityFormulasOnPhilosophers() {
    PetriNet net = Philosophers.asymmetric(5);
    int eat0 = net.placeId("eat_0");
    int eat1 = net.placeId("eat_1");
    Formula bothEat = new Formula.And(List.of(
        new Formula.Compare(tokens(eat0), Formula.CompareOp.GE, new IntExpr.Constant(1)),
        new Formula.Compare(tokens(eat1), Formula.CompareOp.GE, new IntExpr.Constant(1))));
    Formula eat0And2 = new Formula.And(List.of(
        new Formula.Compare(tokens(eat0), Formula.CompareOp.GE, new IntExpr.Constant(1)),
        new Formula.Compare(tokens(net.placeId("eat_2")), Formula.CompareOp.GE,
            new IntExpr.Constant(1))));
    for (var args : combinations()) {
      boolean por = (Boolean) args.get()[0];
      SearchOrder order = (SearchOrder) args.get()[1];
      ModelChecker c = checker(net, por, order);
      assertThat(c.check(new Formula.EF(bothEat)).verdict()).isEqualTo(Verdict.FALSE);
      assertThat(c.check(new Formula.AG(new Formula.Not(bothEat))).verdict()).isEqualTo(Verdict.TRUE);
      CheckResult r = c.check(new Formula.EF(eat0And2));
      assertThat(r.verdict()).isEqualTo(Verdict.TRUE);
      int[] end = r.witness().orElseThrow().replay(net);
      assertThat(end[eat0]).isEqualTo(1);
      CheckResult ag = c.check(new Formula.AG(new Formula.Not(eat0And2)));
      assertThat(ag.verdict()).isEqualTo(Verdict.FALSE);
      assertThat(ag.witness()).isPresent();
    }
  }

  @Test
  void stateBudgetGivesUnknown() {
    CheckResult r = ModelChecker.of(Philosophers.asymmetric(10))
        .options(CheckOptions.defaults().withPartialOrderReduction(false).withMaxStates(1000)
            .withStructuralReduction(false)) // reduced, asym-10 is decided in one state
        .checkDeadlock();
    assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(r.reason()).get().asString().contains("state budget");
    assertThat(r.statistics().states()).isGreaterThan(0);
  }

  @Test
  void memoryBudgetGivesUnknown() {
    CheckResult r = ModelChecker.of(Philosophers.asymmetric(14))
        .options(CheckOptions.defaults().withPartialOrderReduction(false)
            .withMaxMemoryBytes(1 << 20))
        .explore();
    assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(r.reason()).get().asString().contains("memory budget");
    assertThat(r.statistics().peakMemoryBytes()).isLessThanOrEqualTo(1 << 20);
  }

  @Test
  void interruptionGivesUnknown() {
    Thread.currentThread().interrupt();
    try {
      CheckResult r = ModelChecker.of(Philosophers.asymmetric(12))
          .options(CheckOptions.defaults().withPartialOrderReduction(false)).explore();
      assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
      assertThat(r.reason()).get().asString().contains("interrupted");
    } finally {
      Thread.interrupted();
    }
  }

  /**
   * {@code EG TRUE} holds everywhere (deadlocks end maximal paths); {@code AF DEADLOCK} fails on
   * the symmetric philosophers (they can eat in turn forever) and holds on a net that can take
   * only one step; both answers come from the CTL evaluator, never the reachability search.
   */
  @Test
  void nonReachabilityFormulasGoToTheCtlEvaluator() {
    Formula egTrue = new Formula.EG(new Formula.True());
    Formula afDeadlock = new Formula.AF(new Formula.Deadlock());
    assertThat(ModelChecker.isReachabilityFragment(egTrue)).isFalse();
    assertThat(ModelChecker.isReachabilityFragment(afDeadlock)).isFalse();
    PetriNet philosophers = Philosophers.symmetric(3);
    CheckResult eg = ModelChecker.of(philosophers).check(egTrue);
    assertThat(eg.verdict()).as("%s", eg).isEqualTo(Verdict.TRUE);
    assertThat(eg.statistics().reduction().algorithms())
        .doesNotContain(Reduction.Algorithm.REACHABILITY);
    CheckResult af = ModelChecker.of(philosophers).check(afDeadlock);
    assertThat(af.verdict()).as("%s", af).isEqualTo(Verdict.FALSE);
    assertThat(af.statistics().reduction().algorithms())
        .doesNotContain(Reduction.Algorithm.REACHABILITY);
    PetriNetBuilder oneStep = new PetriNetBuilder("one-step");
    int start = oneStep.addPlace("start", 1);
    oneStep.consume(oneStep.addTransition("go"), start, 1);
    assertThat(ModelChecker.of(oneStep.build()).check(afDeadlock).verdict())
        .isEqualTo(Verdict.TRUE);
  }

  private static IntExpr tokens(int place) {
    return new IntExpr.Tokens(List.of(place));
  }
}
