package org.petrify.checker.ctl;

import org.petrify.checker.Fairness;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/** Hand-checked verdicts: maximal-path semantics at deadlocks, witnesses, fairness, bounds. */
class CtlSemanticsTest {

  private static Formula marked(PetriNet net, String place) {
    return new Formula.Compare(new IntExpr.Tokens(List.of(net.placeId(place))),
        Formula.CompareOp.GT, new IntExpr.Constant(0));
  }

  private static CtlOutcome both(PetriNet net, Formula f) {
    CtlOutcome local = CtlEvaluator.run(net, f, CheckOptions.defaults(), Strategy.LOCAL);
    CtlOutcome global = CtlEvaluator.run(net, f, CheckOptions.defaults(), Strategy.GLOBAL);
    assertThat(local.verdict()).as("local vs global on %s", f).isEqualTo(global.verdict());
    return global;
  }

  /** a --t--> b, and b is dead. */
  private static PetriNet line() {
    PetriNetBuilder b = new PetriNetBuilder("line");
    b.addPlace("a", 1);
    b.addPlace("b", 0);
    b.addTransition("t");
    b.consume("t", "a", 1).produce("t", "b", 1);
    return b.build();
  }

  @Test
  void deadlocksEndMaximalPaths() {
    PetriNet net = line();
    Formula a = marked(net, "a");
    Formula b = marked(net, "b");
    assertThat(both(net, new Formula.EX(new Formula.EX(new Formula.True()))).verdict()).isFalse();
    assertThat(both(net, new Formula.EX(new Formula.AX(new Formula.False()))).verdict()).isTrue();
    // EG b holds at the deadlock b, so EX EG b; EG (a or b) along the finite maximal path.
    assertThat(both(net, new Formula.EX(new Formula.EG(b))).verdict()).isTrue();
    CtlOutcome eg = both(net, new Formula.EG(new Formula.Or(List.of(a, b))));
    assertThat(eg.verdict()).isTrue();
    assertThat(eg.witness()).containsExactly(net.transitionId("t"));
    assertThat(eg.loopStart()).isEqualTo(-1);
    assertThat(both(net, new Formula.EG(a)).verdict()).isFalse();
    assertThat(both(net, new Formula.AF(b)).verdict()).isTrue();
    // A(a U false) fails: the maximal path ends without reaching the goal.
    assertThat(both(net, new Formula.AU(new Formula.True(), new Formula.False())).verdict())
        .isFalse();
    assertThat(both(net, new Formula.AU(a, b)).verdict()).isTrue();
    assertThat(both(net, new Formula.EU(a, b)).witness()).hasSize(1);
  }

  /** A cycle x <-> y and an exit y -> z. */
  private static PetriNet cycleWithExit() {
    PetriNetBuilder b = new PetriNetBuilder("cycle");
    b.addPlace("x", 1);
    b.addPlace("y", 0);
    b.addPlace("z", 0);
    b.addTransition("go");
    b.consume("go", "x", 1).produce("go", "y", 1);
    b.addTransition("back");
    b.consume("back", "y", 1).produce("back", "x", 1);
    b.addTransition("exit");
    b.consume("exit", "y", 1).produce("exit", "z", 1);
    return b.build();
  }

  @Test
  void lassoWitnessesForEgAndAf() {
    PetriNet net = cycleWithExit();
    Formula z = marked(net, "z");
    CtlOutcome eg = both(net, new Formula.EG(new Formula.Not(z)));
    assertThat(eg.verdict()).isTrue();
    assertThat(eg.loopStart()).isEqualTo(0);
    assertThat(eg.witness()).containsExactly(net.transitionId("go"), net.transitionId("back"));
    CtlOutcome af = both(net, new Formula.AF(z));
    assertThat(af.verdict()).isFalse();
    assertThat(af.loopStart()).isZero();
    assertThat(both(net, new Formula.AG(new Formula.EF(z))).verdict()).isTrue();
    assertThat(both(net, new Formula.EF(new Formula.AG(z))).verdict()).isTrue();
    assertThat(both(net, new Formula.AG(new Formula.EF(marked(net, "x")))).verdict()).isFalse();
    CtlOutcome home = CtlEvaluator.run(net, new Formula.AG(new Formula.EF(marked(net, "x"))),
        CheckOptions.defaults(), Strategy.AUTO);
    assertThat(home.verdict()).isFalse();
    assertThat(home.witness()).containsExactly(net.transitionId("go"), net.transitionId("exit"));
  }

  /** Thread A spins on x <-> y forever; thread B can finish when it sees y (strong) or at once. */
  private static PetriNet spinner(boolean finishNeedsY) {
    PetriNetBuilder b = new PetriNetBuilder("spinner");
    b.addPlace("x", 1);
    b.addPlace("y", 0);
    b.addPlace("running", 1);
    b.addPlace("done", 0);
    b.addTransition("a1");
    b.consume("a1", "x", 1).produce("a1", "y", 1);
    b.addTransition("a2");
    b.consume("a2", "y", 1).produce("a2", "x", 1);
    b.addTransition("finish");
    b.consume("finish", "running", 1).produce("finish", "done", 1);
    if (finishNeedsY) {
      b.consume("finish", "y", 1).produce("finish", "y", 1);
    }
    return b.build();
  }

  @Test
  void weakFairnessForcesAContinuouslyEnabledThread() {
    PetriNet net = spinner(false);
    Formula done = marked(net, "done");
    Fairness weak = Fairness.none()
        .weak("A", List.of(net.transitionId("a1"), net.transitionId("a2")))
        .weak("B", List.of(net.transitionId("finish")));
    Formula terminates = new Formula.AF(done);
    assertThat(both(net, terminates).verdict()).isFalse();
    assertThat(run(net, terminates, weak).verdict()).isTrue();
    assertThat(run(net, new Formula.EG(new Formula.Not(done)), weak).verdict()).isFalse();
  }

  @Test
  void strongFairnessIsNeededForAnIntermittentlyEnabledThread() {
    PetriNet net = spinner(true);
    Formula done = marked(net, "done");
    List<Integer> a = List.of(net.transitionId("a1"), net.transitionId("a2"));
    List<Integer> finish = List.of(net.transitionId("finish"));
    Formula terminates = new Formula.AF(done);
    CtlOutcome weakOnly = run(net, terminates, Fairness.none().weak("A", a).weak("B", finish));
    assertThat(weakOnly.verdict()).isFalse();
    // The fair counterexample: A spins (firing a1 and a2), B is disabled at x now and then.
    assertThat(weakOnly.loopStart()).isZero();
    assertThat(weakOnly.witness()).contains(net.transitionId("a1"), net.transitionId("a2"))
        .doesNotContain(net.transitionId("finish"));
    assertThat(run(net, terminates, Fairness.none().weak("A", a).strong("B", finish)).verdict())
        .isTrue();
  }

  /** s --enter--> x, then the cycle x <-> y with an exit y -> z: EF EG (x or y) needs a stem. */
  private static PetriNet stemThenCycle() {
    PetriNetBuilder b = new PetriNetBuilder("stem");
    b.addPlace("s", 1);
    b.addPlace("x", 0);
    b.addPlace("y", 0);
    b.addPlace("z", 0);
    b.addTransition("enter");
    b.consume("enter", "s", 1).produce("enter", "x", 1);
    b.addTransition("go");
    b.consume("go", "x", 1).produce("go", "y", 1);
    b.addTransition("back");
    b.consume("back", "y", 1).produce("back", "x", 1);
    b.addTransition("exit");
    b.consume("exit", "y", 1).produce("exit", "z", 1);
    return b.build();
  }

  @Test
  void efEgAndDisjunctionsGetLassoWitnesses() {
    PetriNet net = stemThenCycle();
    Formula inCycle = new Formula.Or(List.of(marked(net, "x"), marked(net, "y")));
    Formula efeg = new Formula.EF(new Formula.EG(inCycle));
    Formula never = new Formula.EF(new Formula.EG(marked(net, "s")));
    Formula either = new Formula.Or(List.of(never, efeg));
    int enter = net.transitionId("enter");
    int go = net.transitionId("go");
    int back = net.transitionId("back");
    for (Formula f : List.of(efeg, either)) {
      CtlOutcome global = CtlEvaluator.run(net, f, CheckOptions.defaults(), Strategy.GLOBAL);
      assertThat(global.verdict()).as("%s", f).isTrue();
      assertThat(global.witness()).as("%s", f).containsExactly(enter, go, back);
      assertThat(global.loopStart()).as("%s", f).isEqualTo(1);
      // Under fairness the cycle must fire every group it can: the exit is only weakly fair
      // and disabled at x, so the spin stays fair.
      Fairness fair = Fairness.none().weak("all", List.of(enter, go, back))
          .weak("exit", List.of(net.transitionId("exit")));
      CtlOutcome f2 = run(net, f, fair);
      assertThat(f2.verdict()).as("%s", f).isTrue();
      assertThat(f2.witness()).as("%s", f).startsWith(enter).contains(go, back)
          .doesNotContain(net.transitionId("exit"));
      assertThat(f2.loopStart()).as("%s", f).isEqualTo(1);
      // A strongly fair exit leaves no fair cycle: the formula is false.
      assertThat(run(net, f, Fairness.none().strong("exit", List.of(net.transitionId("exit"))))
          .verdict()).as("%s", f).isFalse();
    }
    assertThat(CtlEvaluator.run(net, never, CheckOptions.defaults(), Strategy.GLOBAL).verdict())
        .isFalse();
  }

  private static CtlOutcome run(PetriNet net, Formula f, Fairness fairness) {
    return CtlEvaluator.run(net, f, CheckOptions.defaults().withFairness(fairness),
        Strategy.AUTO);
  }

  @Test
  void budgetExhaustionIsUnknownWithReason() {
    PetriNetBuilder b = new PetriNetBuilder("unbounded");
    b.addPlace("p", 1);
    b.addTransition("grow");
    b.consume("grow", "p", 1).produce("grow", "p", 2);
    PetriNet net = b.build();
    CtlOutcome o = CtlEvaluator.run(net, new Formula.AG(new Formula.EF(marked(net, "p"))),
        CheckOptions.defaults().withMaxStates(1000), Strategy.AUTO);
    assertThat(o.verdict()).isNull();
    assertThat(o.reason()).contains("1000 states");
  }

  @Test
  void upperBoundsIsTheMaximalTokenSum() {
    PetriNet net = cycleWithExit();
    UpperBound bound = CtlEvaluator.upperBound(net,
        List.of(net.placeId("x"), net.placeId("y"), net.placeId("y")), CheckOptions.defaults());
    assertThat(bound.isDecided()).isTrue();
    assertThat(bound.value()).isEqualTo(2);
    assertThat(bound.statistics().states()).isEqualTo(3);
  }
}
