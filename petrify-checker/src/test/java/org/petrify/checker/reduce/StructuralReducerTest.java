package org.petrify.checker.reduce;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.Verdict;
import org.petrify.checker.Witness;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.FormulaParser;
import org.petrify.net.gen.Philosophers;

/** The rule families on small hand-made nets, scopes, translation and lifting. */
class StructuralReducerTest {
  private static final Formula DEADLOCK = new Formula.EF(new Formula.Deadlock());

  /** a -t1-> b -t2-> c -t3-> d: a chain of steps that need nothing else. */
  private static PetriNet chain() {
    PetriNetBuilder b = new PetriNetBuilder("chain");
    for (String p : List.of("a", "b", "c", "d")) {
      b.addPlace(p, p.equals("a") ? 1 : 0);
    }
    String[][] steps = {{"t1", "a", "b"}, {"t2", "b", "c"}, {"t3", "c", "d"}};
    for (String[] s : steps) {
      b.addTransition(s[0]);
      b.consume(s[0], s[1], 1).produce(s[0], s[2], 1);
    }
    return b.build();
  }

  private static Formula parse(PetriNet net, String text) {
    return FormulaParser.parse(text, net);
  }

  @Test
  void aSequentialChainCollapsesAndItsDeadlockLiftsToTheWholeChain() {
    PetriNet net = chain();
    ReducedNet r = StructuralReducer.forFormula(net, DEADLOCK, false).orElseThrow();
    assertThat(r.net().transitionCount()).isLessThanOrEqualTo(1);
    CheckResult result = ModelChecker.of(net).checkDeadlock();
    assertThat(result.verdict()).isEqualTo(Verdict.TRUE);
    assertThat(result.structuralReduction()).isPresent();
    Witness w = result.witness().orElseThrow();
    assertThat(w.names(net)).containsExactly("t1", "t2", "t3");
    assertThat(w.replay(net)).containsExactly(0, 0, 0, 1);
  }

  @Test
  void placesAndTransitionsTheFormulaMentionsStay() {
    PetriNet net = chain();
    Formula f = parse(net, "EF (c > 0)");
    ReducedNet r = StructuralReducer.forFormula(net, f, false).orElseThrow();
    assertThat(r.net().placeId("c")).isGreaterThanOrEqualTo(0);
    CheckResult result = ModelChecker.of(net).check(f);
    assertThat(result.verdict()).isEqualTo(Verdict.TRUE);
    assertThat(result.witness().orElseThrow().replay(net)[net.placeId("c")]).isEqualTo(1);

    Formula fire = parse(net, "EF FIREABLE(t2)");
    ReducedNet r2 = StructuralReducer.forFormula(net, fire, false).orElseThrow();
    assertThat(r2.net().transitionId("t2")).isGreaterThanOrEqualTo(0);
    assertThat(ModelChecker.of(net).check(fire).verdict()).isEqualTo(Verdict.TRUE);
  }

  @Test
  void scopesFollowTheFormulaClass() {
    PetriNet net = chain();
    assertThat(Scope.forFormula(net, DEADLOCK, false).orElseThrow().preserves())
        .isEqualTo(Scope.Preserves.DEAD_MARKINGS);
    assertThat(Scope.forFormula(net, parse(net, "AG (b = 0 OR c = 0)"), false).orElseThrow()
        .preserves()).isEqualTo(Scope.Preserves.REACHABLE_MARKINGS);
    assertThat(Scope.forFormula(net, parse(net, "EF (DEADLOCK OR c > 0)"), false).orElseThrow()
        .preserves()).isEqualTo(Scope.Preserves.STATE_GRAPH);
    assertThat(Scope.forFormula(net, parse(net, "EG (a = 0)"), false).orElseThrow()
        .preserves()).isEqualTo(Scope.Preserves.STATE_GRAPH_AND_CYCLES);
    assertThat(Scope.forFormula(net, parse(net, "EG (a = 0)"), true)).isEmpty();
    assertThat(Scope.forFormula(net, parse(net, "a = 1"), false)).isEmpty();
    assertThat(Scope.forFormula(net, new Formula.EF(new Formula.Initial()), false)).isEmpty();
  }

  @Test
  void ctlFormulasGetNoAgglomeration() {
    PetriNet net = chain();
    ReducedNet r = StructuralReducer.forFormula(net, parse(net, "AF (d = 1)"), false)
        .orElseThrow();
    assertThat(r.summary().rules()).noneMatch(c -> c.rule().contains("agglomeration"));
    assertThat(ModelChecker.of(net).check(parse(net, "AF (d = 1)")).verdict())
        .isEqualTo(Verdict.TRUE);
  }

  @Test
  void deadTransitionsGoAndTheirFireableIsFalse() {
    PetriNetBuilder b = new PetriNetBuilder("dead");
    b.addPlace("p", 1);
    b.addPlace("never", 0);
    b.addPlace("q", 0);
    b.addTransition("live");
    b.consume("live", "p", 1).produce("live", "q", 1);
    b.addTransition("dead");
    b.consume("dead", "never", 1).produce("dead", "p", 1);
    PetriNet net = b.build();
    Formula f = parse(net, "EF FIREABLE(dead)");
    ReducedNet r = StructuralReducer.forFormula(net, f, false).orElseThrow();
    assertThat(r.summary().rules()).anyMatch(c -> c.rule().equals("dead transitions"));
    assertThat(r.translate(f)).isEqualTo(new Formula.EF(new Formula.False()));
    assertThat(ModelChecker.of(net).check(f).verdict()).isEqualTo(Verdict.FALSE);
  }

  @Test
  void preAgglomerationPostponesAConflictFreeStepAndDeadlockPathsComplete() {
    // h: a -> p (a only consumed by h); f: p + lock -> done; g takes the lock for ever.
    PetriNetBuilder b = new PetriNetBuilder("pre");
    b.addPlace("a", 1);
    b.addPlace("p", 0);
    b.addPlace("lock", 1);
    b.addPlace("done", 0);
    b.addPlace("other", 1);
    b.addPlace("stuck", 0);
    b.addTransition("h");
    b.consume("h", "a", 1).produce("h", "p", 1);
    b.addTransition("f");
    b.consume("f", "p", 1).consume("f", "lock", 1).produce("f", "done", 1);
    b.addTransition("g");
    b.consume("g", "other", 1).consume("g", "lock", 1).produce("g", "stuck", 1);
    PetriNet net = b.build();
    // The dead marking where g took the lock: h is still enabled in the original until fired.
    Formula stuck = parse(net, "EF (DEADLOCK AND stuck = 1)");
    Scope scope = Scope.forFormula(net, stuck, false).orElseThrow();
    WorkNet work = new WorkNet(net, scope);
    assertThat(new PreAgglomeration().apply(work)).isEqualTo(1); // the rule alone
    ReducedNet r = new ReducedNet(work, work.freeze(), List.of(), 0);
    assertThat(r.net().transitionId("h")).isEqualTo(-1);
    CheckResult reduced = ModelChecker.of(r.net())
        .options(CheckOptions.defaults().withStructuralReduction(false)).check(r.translate(stuck));
    assertThat(reduced.verdict()).isEqualTo(Verdict.TRUE);
    ReducedNet.Path lifted = r.lift(reduced.witness().orElseThrow().transitions(), -1);
    Witness w = Witness.path(lifted.transitions());
    int[] end = w.replay(net);
    for (int t = 0; t < net.transitionCount(); t++) {
      assertThat(net.isEnabled(t, end)).as(net.transitionName(t)).isFalse();
    }
    assertThat(w.names(net)).containsExactly("g", "h"); // h appended by the completion
    // and through the whole pipeline
    CheckResult all = ModelChecker.of(net).check(stuck);
    assertThat(all.verdict()).isEqualTo(Verdict.TRUE);
    end = all.witness().orElseThrow().replay(net);
    for (int t = 0; t < net.transitionCount(); t++) {
      assertThat(net.isEnabled(t, end)).as(net.transitionName(t)).isFalse();
    }
  }

  @Test
  void implicitAndDuplicateStructureGoesForEveryFormula() {
    // q mirrors p exactly (parallel place); t and u are duplicates.
    PetriNetBuilder b = new PetriNetBuilder("implicit");
    b.addPlace("p", 1);
    b.addPlace("q", 2);
    b.addPlace("r", 0);
    for (String t : List.of("t", "u")) {
      b.addTransition(t);
      b.consume(t, "p", 1).consume(t, "q", 2).produce(t, "r", 1);
    }
    b.addTransition("back");
    b.consume("back", "r", 1).produce("back", "p", 1).produce("back", "q", 2);
    PetriNet net = b.build();
    Formula ctl = parse(net, "AG EF (r = 1)");
    ReducedNet r = StructuralReducer.forFormula(net, ctl, false).orElseThrow();
    assertThat(r.net().placeId("q")).isEqualTo(-1);
    assertThat(r.net().transitionCount()).isEqualTo(2);
    assertThat(ModelChecker.of(net).check(ctl).verdict()).isEqualTo(Verdict.TRUE);
    Formula eg = parse(net, "EG (r = 0 OR p = 0)");
    CheckResult lasso = ModelChecker.of(net).check(eg);
    assertThat(lasso.verdict()).isEqualTo(ModelChecker.of(net)
        .options(CheckOptions.defaults().withStructuralReduction(false)).check(eg).verdict());
    lasso.witness().ifPresent(w -> w.replay(net)); // a lifted lasso closes on the original
  }

  @Test
  void philosophersShrinkAsVerifypnReports() {
    ReducedNet asym = StructuralReducer.forFormula(Philosophers.asymmetric(16), DEADLOCK, false)
        .orElseThrow();
    assertThat(asym.net().transitionCount()).isEqualTo(1);
    assertThat(asym.net().placeCount()).isZero();
    CheckResult sym = ModelChecker.of(Philosophers.symmetric(16)).checkDeadlock();
    assertThat(sym.verdict()).isEqualTo(Verdict.TRUE);
    assertThat(sym.statistics().states()).isLessThan(100);
    int[] end = sym.witness().orElseThrow().replay(Philosophers.symmetric(16));
    PetriNet net = Philosophers.symmetric(16);
    for (int t = 0; t < net.transitionCount(); t++) {
      assertThat(net.isEnabled(t, end)).isFalse();
    }
  }
}
