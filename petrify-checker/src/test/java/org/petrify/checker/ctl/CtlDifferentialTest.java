package org.petrify.checker.ctl;

import org.petrify.checker.Fairness;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.ReferenceAtoms;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;

/**
 * On random bounded nets and random CTL formulas, the on-the-fly local evaluator, the global
 * fixpoint labelling and a naive textbook fixpoint iteration agree; every witness replays
 * (the evaluator replays it itself and throws otherwise).
 */
class CtlDifferentialTest {
  private static final CheckOptions NO_POR =
      CheckOptions.defaults().withPartialOrderReduction(false);

  @Test
  void localGlobalAndNaiveAgreeOnRandomFormulas() {
    Random random = new Random(20261201L);
    int compared = 0;
    int trueCount = 0;
    int reducedRuns = 0;
    for (int netIndex = 0; netIndex < 200; netIndex++) {
      PetriNet net = SmallNets.randomConservative(random);
      NaiveCtl naive = new NaiveCtl(net);
      for (int k = 0; k < 20; k++) {
        Formula f = SmallNets.randomFormula(random, net, 1 + random.nextInt(3));
        boolean expected = naive.holdsInitially(f);
        CtlOutcome local = CtlEvaluator.run(net, f, NO_POR, Strategy.LOCAL);
        CtlOutcome reduced = CtlEvaluator.run(net, f, CheckOptions.defaults(), Strategy.LOCAL);
        CtlOutcome global = CtlEvaluator.run(net, f, NO_POR, Strategy.GLOBAL);
        assertThat(local.verdict()).as("local %s on %s", f, net).isEqualTo(expected);
        assertThat(reduced.verdict()).as("local+POR %s on %s", f, net).isEqualTo(expected);
        assertThat(global.verdict()).as("global %s on %s", f, net).isEqualTo(expected);
        if (reduced.reduction().usesStubbornSets()) {
          reducedRuns++;
        }
        compared++;
        if (expected) {
          trueCount++;
        }
      }
    }
    assertThat(compared).isEqualTo(4000);
    assertThat(trueCount).isBetween(700, 3300);
    assertThat(reducedRuns).as("runs that used stubborn sets").isGreaterThan(100);
  }

  /** The same on petrify-net's generators (safe and k-bounded nets, every CTL operator). */
  @Test
  void agreeOnGeneratedNetsAndFormulas() {
    Random random = new Random(4L);
    int compared = 0;
    for (int netIndex = 0; netIndex < 120; netIndex++) {
      PetriNet net = netIndex % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      NaiveCtl naive = new NaiveCtl(net);
      if (naive.states() > 20_000) {
        continue;
      }
      for (int k = 0; k < 15; k++) {
        Formula f = RandomFormulas.ctl(random, net, 1 + random.nextInt(4));
        boolean expected = naive.holdsInitially(f);
        for (Strategy strategy : new Strategy[] {Strategy.LOCAL, Strategy.GLOBAL}) {
          for (CheckOptions options : new CheckOptions[] {NO_POR, CheckOptions.defaults()}) {
            CtlOutcome o = CtlEvaluator.run(net, f, options, strategy);
            assertThat(o.verdict()).as("%s por=%s %s on %s", strategy,
                options.partialOrderReduction(), f, net).isEqualTo(expected);
          }
        }
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(1000);
  }

  /** The on-the-fly bottom-component check of AG EF / EF AG agrees with the reference. */
  @Test
  void homeReachabilityAgrees() {
    Random random = new Random(99L);
    int compared = 0;
    for (int netIndex = 0; netIndex < 300; netIndex++) {
      PetriNet net = netIndex % 3 == 0 ? SmallNets.randomConservative(random)
          : RandomNets.bounded(random, 2);
      NaiveCtl naive = new NaiveCtl(net);
      for (int k = 0; k < 6; k++) {
        Formula p = RandomFormulas.statePredicate(random, net, 2);
        Formula f = k % 2 == 0 ? new Formula.AG(new Formula.EF(p))
            : new Formula.EF(new Formula.AG(p));
        CtlOutcome o = CtlEvaluator.run(net, f, CheckOptions.defaults(), Strategy.AUTO);
        assertThat(o.reduction().algorithms())
            .containsExactly(org.petrify.checker.Reduction.Algorithm.HOME_BOTTOM_COMPONENTS);
        assertThat(o.verdict()).as("%s on %s", f, net).isEqualTo(naive.holdsInitially(f));
        compared++;
      }
    }
    assertThat(compared).isEqualTo(1800);
  }

  /**
   * Under random fairness partitions: every fair witness is replayed here, independently of the
   * engine ({@link #assertFairWitness}: a path of φ-markings ending dead, or a lasso of
   * φ-markings on which every group is served); fair EG implies the naive plain EG; strong
   * fairness is at least as restrictive as weak; and one group of all transitions (weak or
   * strong) constrains nothing, so it must give exactly the naive plain EG.
   */
  @Test
  void fairnessIsConsistent() {
    Random random = new Random(7L);
    int fairWitnesses = 0;
    int fairFalse = 0;
    int responseWitnesses = 0;
    for (int netIndex = 0; netIndex < 150; netIndex++) {
      PetriNet net = RandomNets.bounded(random, 2);
      NaiveCtl naive = new NaiveCtl(net);
      int groups = 1 + random.nextInt(3);
      java.util.List<java.util.List<Integer>> parts = new java.util.ArrayList<>();
      for (int g = 0; g < groups; g++) {
        parts.add(new java.util.ArrayList<>());
      }
      java.util.List<Integer> all = new java.util.ArrayList<>();
      for (int t = 0; t < net.transitionCount(); t++) {
        parts.get(random.nextInt(groups)).add(t);
        all.add(t);
      }
      Fairness weak = Fairness.none();
      Fairness strong = Fairness.none();
      for (int g = 0; g < groups; g++) {
        if (!parts.get(g).isEmpty()) {
          weak = weak.weak("g" + g, parts.get(g));
          strong = strong.strong("g" + g, parts.get(g));
        }
      }
      java.util.List<Integer> trigger = new java.util.ArrayList<>();
      java.util.List<Integer> answer = new java.util.ArrayList<>();
      for (int t = 0; t < net.transitionCount(); t++) {
        if (random.nextInt(3) == 0) {
          trigger.add(t);
        } else if (random.nextInt(3) == 0) {
          answer.add(t);
        }
      }
      if (trigger.isEmpty()) {
        trigger.add(0);
      }
      Fairness responding = weak.responding("r", trigger, answer);
      Fairness answeredAlways = weak.responding("r", trigger, all);
      for (int k = 0; k < 5; k++) {
        Formula p = RandomFormulas.statePredicate(random, net, 2);
        Formula f = new Formula.EG(p);
        boolean plain = naive.holdsInitially(f);
        CtlOutcome underWeak = CtlEvaluator.run(net, f, NO_POR.withFairness(weak), Strategy.AUTO);
        CtlOutcome underStrong =
            CtlEvaluator.run(net, f, NO_POR.withFairness(strong), Strategy.AUTO);
        assertThat(underWeak.verdict()).as("%s weak on %s", f, net).isNotNull();
        assertThat(underStrong.verdict()).as("%s strong on %s", f, net).isNotNull();
        if (underWeak.verdict()) {
          assertThat(plain).as("fair %s implies plain on %s", f, net).isTrue();
          assertFairWitness(net, p, weak, underWeak);
          fairWitnesses++;
        } else {
          fairFalse++;
        }
        if (underStrong.verdict()) {
          assertThat(underWeak.verdict()).as("strong implies weak %s on %s", f, net).isTrue();
          assertFairWitness(net, p, strong, underStrong);
        }
        CtlOutcome underResponse =
            CtlEvaluator.run(net, f, NO_POR.withFairness(responding), Strategy.AUTO);
        if (underResponse.verdict()) {
          assertThat(underWeak.verdict()).as("response implies weak %s on %s", f, net).isTrue();
          assertFairWitness(net, p, responding, underResponse);
          responseWitnesses++;
        }
        assertThat(CtlEvaluator.run(net, f, NO_POR.withFairness(answeredAlways),
            Strategy.AUTO).verdict()).as("a response every transition answers %s on %s", f, net)
            .isEqualTo(underWeak.verdict());
        for (Fairness trivial : new Fairness[] {
            Fairness.none().weak("all", all), Fairness.none().strong("all", all)}) {
          CtlOutcome o = CtlEvaluator.run(net, f, NO_POR.withFairness(trivial), Strategy.AUTO);
          assertThat(o.verdict()).as("%s under %s on %s", f, trivial, net).isEqualTo(plain);
          if (plain) {
            assertFairWitness(net, p, trivial, o);
          }
        }
      }
    }
    assertThat(fairWitnesses).isGreaterThan(50);
    assertThat(responseWitnesses).as("fair EG true under a response somewhere")
        .isGreaterThan(10);
    assertThat(fairFalse).as("fair EG false somewhere").isGreaterThan(20);
  }

  /**
   * The witness of a fair {@code EG p}, replayed with {@link PetriNet#fire}: p holds in every
   * marking on it; a finite path ends in a dead marking; a lasso returns to the marking at
   * {@code loopStart}, and on its cycle every weak group fires or is disabled (all its
   * transitions) in some marking, every strong group fires or is enabled in no marking.
   */
  private static void assertFairWitness(PetriNet net, Formula p, Fairness fairness,
      CtlOutcome o) {
    assertThat(o.witness()).as("witness of fair EG %s", p).isNotNull();
    java.util.List<int[]> markings = new java.util.ArrayList<>();
    int[] m = net.initialMarking();
    markings.add(m.clone());
    for (int t : o.witness()) {
      assertThat(net.isEnabled(t, m)).as("witness step %d", t).isTrue();
      net.fire(t, m);
      markings.add(m.clone());
    }
    for (int[] marking : markings) {
      assertThat(ReferenceAtoms.holds(net, p, marking)).as("%s along the witness", p).isTrue();
    }
    if (o.loopStart() < 0) {
      assertThat(ReferenceAtoms.isDead(net, m)).as("finite fair EG witness ends dead").isTrue();
      return;
    }
    int[] trace = o.witness();
    assertThat(o.loopStart()).isLessThan(trace.length);
    assertThat(m).as("lasso closes").isEqualTo(markings.get(o.loopStart()));
    for (Fairness.Group g : fairness.groups()) {
      boolean fires = false;
      boolean disabledSomewhere = false;
      boolean enabledSomewhere = false;
      for (int i = o.loopStart(); i < trace.length; i++) {
        fires |= g.transitions().contains(trace[i]);
        boolean enabled = false;
        for (int t : g.transitions()) {
          enabled |= net.isEnabled(t, markings.get(i));
        }
        disabledSomewhere |= !enabled;
        enabledSomewhere |= enabled;
      }
      if (g.kind() == Fairness.Kind.WEAK) {
        assertThat(fires || disabledSomewhere).as("weak group %s served", g.name()).isTrue();
      } else {
        assertThat(fires || !enabledSomewhere).as("strong group %s served", g.name()).isTrue();
      }
    }
    for (Fairness.Response r : fairness.responses()) {
      boolean triggered = false;
      boolean answered = false;
      for (int i = o.loopStart(); i < trace.length; i++) {
        triggered |= r.trigger().contains(trace[i]);
        answered |= r.response().contains(trace[i]);
      }
      assertThat(!triggered || answered).as("response %s served", r.name()).isTrue();
    }
  }
}
