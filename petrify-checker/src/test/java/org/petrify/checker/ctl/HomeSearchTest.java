package org.petrify.checker.ctl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.StateSpace;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.testing.Mcc;

/**
 * Differential tests of the {@code AG EF φ} searches: {@link HomeSearch} (one pass with early
 * propagation), {@link BottomComponentSearch} unreduced and reduced by stubborn sets with the
 * bottom-component proviso, against a naive fixpoint reference (random nets, philosophers) or
 * the global labelling of the full graph (MCC nets). Every counterexample is replayed on the
 * net and must end in a marking from which the reference says φ is unreachable.
 */
class HomeSearchTest {
  private static final CheckOptions NO_POR =
      CheckOptions.defaults().withPartialOrderReduction(false);

  /** HOME, unreduced Tarjan, Tarjan reduced by up-sets only, and by up-sets or invisible sets. */
  enum Variant { HOME, TARJAN, UPSET, REDUCED }

  /** Coverage counters, so that the tests cannot silently stop exercising a branch. */
  static final class Coverage {
    int holds;
    int fails;
    int restartedCounterexamples;
    /** Per variant (ordinal): runs with a reduced expansion, runs that needed the proviso. */
    final int[] reducedRuns = new int[Variant.values().length];
    final int[] provisoRuns = new int[Variant.values().length];
  }

  /** A variant's search over a shared state space. */
  static PathSearch.Path search(EngineStates states, PetriNet net, Formula goal, Variant v,
      Coverage coverage) {
    LocalEvaluator.StateFormula g = new LocalEvaluator(states, net).compile(goal);
    switch (v) {
      case HOME: {
        HomeSearch s = new HomeSearch(states, g::holds);
        PathSearch.Path p = s.counterexample();
        if (p != null && s.propagations() > 0) {
          coverage.restartedCounterexamples++;
        }
        return p;
      }
      case TARJAN:
        return new BottomComponentSearch(states, g::holds, null).counterexample();
      default: {
        boolean[] visible = v == Variant.UPSET ? null
            : Visibility.of(net, List.of(goal)).mask();
        BottomComponentSearch s = new BottomComponentSearch(states, g::holds,
            (state, out) -> states.homeSuccessors(state, goal, visible, out));
        PathSearch.Path p = s.counterexample();
        if (s.reducedExpansions() > 0) {
          coverage.reducedRuns[v.ordinal()]++;
        }
        if (s.provisoExpansions() > 0) {
          coverage.provisoRuns[v.ordinal()]++;
        }
        return p;
      }
    }
  }

  private static EngineStates fresh(PetriNet net) {
    return new EngineStates(StateSpace.create(net, CheckOptions.defaults()));
  }

  /** All variants against the naive reference, with counterexamples checked. */
  static void assertAgrees(PetriNet net, NaiveCtl naive, Formula goal, Coverage coverage) {
    boolean expected = naive.holdsInitially(new Formula.AG(new Formula.EF(goal)));
    boolean[] reaches = naive.sat(new Formula.EF(goal));
    for (Variant v : Variant.values()) {
      PathSearch.Path path = search(fresh(net), net, goal, v, coverage);
      assertThat(path == null).as("%s AG EF %s on %s", v, goal, net).isEqualTo(expected);
      if (path != null) {
        int[] end = replay(net, path);
        int id = naive.find(end);
        assertThat(id).as("%s counterexample end is reachable", v).isNotNegative();
        assertThat(reaches[id]).as("%s: φ is unreachable from the end of %s", v, goal)
            .isFalse();
      }
    }
    if (expected) {
      coverage.holds++;
    } else {
      coverage.fails++;
    }
  }

  private static int[] replay(PetriNet net, PathSearch.Path path) {
    WitnessReplay.check(net, path.transitions(), -1, false);
    assertThat(path.states()).hasSize(path.transitions().length + 1);
    int[] m = net.initialMarking();
    for (int t : path.transitions()) {
      net.fire(t, m);
    }
    return m;
  }

  @Test
  void agreeWithTheReferenceOnRandomNets() {
    Random random = new Random(20261202L);
    Coverage c = new Coverage();
    for (int netIndex = 0; netIndex < 400; netIndex++) {
      PetriNet net = switch (netIndex % 3) {
        case 0 -> SmallNets.randomConservative(random);
        case 1 -> RandomNets.bounded(random, 2);
        default -> RandomNets.safe(random);
      };
      NaiveCtl naive = new NaiveCtl(net);
      if (naive.states() > 20_000) {
        continue;
      }
      for (int k = 0; k < 6; k++) {
        Formula p = RandomFormulas.statePredicate(random, net, 1 + random.nextInt(2));
        assertAgrees(net, naive, k % 2 == 0 ? p : new Formula.Not(p), c);
      }
    }
    assertThat(c.holds).isGreaterThan(200);
    assertThat(c.fails).isGreaterThan(200);
    assertThat(c.restartedCounterexamples).as("FALSE found after a propagation")
        .isGreaterThan(20);
    for (Variant v : List.of(Variant.UPSET, Variant.REDUCED)) {
      assertThat(c.reducedRuns[v.ordinal()]).as("%s runs with a reduced expansion", v)
          .isGreaterThan(200);
      assertThat(c.provisoRuns[v.ordinal()]).as("%s runs that needed the proviso", v)
          .isGreaterThan(10);
    }
  }

  /** Many loosely coupled components: much independence, so reductions and ignoring matter. */
  @Test
  void agreeWithTheReferenceOnConcurrentNets() {
    Random random = new Random(77L);
    Coverage c = new Coverage();
    for (int netIndex = 0; netIndex < 150; netIndex++) {
      PetriNet net = RandomNets.of(random, new RandomNets.Shape(3 + random.nextInt(4),
          2 + random.nextInt(3), random.nextInt(2), random.nextInt(3), 1, 1, 1));
      NaiveCtl naive = new NaiveCtl(net);
      if (naive.states() > 20_000) {
        continue;
      }
      for (int k = 0; k < 4; k++) {
        Formula p = RandomFormulas.statePredicate(random, net, 1 + random.nextInt(2));
        assertAgrees(net, naive, k % 2 == 0 ? p : new Formula.Not(p), c);
      }
    }
    assertThat(c.holds).isGreaterThan(100);
    assertThat(c.fails).isGreaterThan(100);
    assertThat(c.reducedRuns[Variant.REDUCED.ordinal()]).isGreaterThan(200);
    assertThat(c.provisoRuns[Variant.REDUCED.ordinal()]).isGreaterThan(20);
  }

  @Test
  void agreeWithTheReferenceOnPhilosophers() {
    Coverage c = new Coverage();
    for (int n = 2; n <= 6; n++) {
      for (PetriNet net : List.of(Philosophers.symmetric(n), Philosophers.asymmetric(n))) {
        NaiveCtl naive = new NaiveCtl(net);
        for (int i = 0; i < n; i++) {
          for (String place : List.of("eat_", "wait_", "think_", "fork_")) {
            Formula marked = new Formula.Compare(
                new IntExpr.Tokens(List.of(net.placeId(place + i))), Formula.CompareOp.GT,
                new IntExpr.Constant(0));
            assertAgrees(net, naive, marked, c);
            assertAgrees(net, naive, new Formula.Not(marked), c);
          }
        }
        assertAgrees(net, naive, new Formula.Deadlock(), c);
        assertAgrees(net, naive, new Formula.Not(new Formula.Deadlock()), c);
      }
    }
    assertThat(c.holds).isGreaterThan(50);
    assertThat(c.fails).isGreaterThan(50);
    assertThat(c.reducedRuns[Variant.REDUCED.ordinal()]).isGreaterThan(50);
  }

  @Test
  void sessionAgreesWithAndWithoutPor() {
    Random random = new Random(5L);
    int compared = 0;
    for (int netIndex = 0; netIndex < 150; netIndex++) {
      PetriNet net = RandomNets.bounded(random, 2);
      NaiveCtl naive = new NaiveCtl(net);
      for (int k = 0; k < 4; k++) {
        Formula p = RandomFormulas.statePredicate(random, net, 2);
        Formula f = k % 2 == 0 ? new Formula.AG(new Formula.EF(p))
            : new Formula.EF(new Formula.AG(p));
        boolean expected = naive.holdsInitially(f);
        for (CheckOptions options : List.of(CheckOptions.defaults(), NO_POR)) {
          CtlOutcome o = CtlEvaluator.run(net, f, options, Strategy.AUTO);
          assertThat(o.reduction().algorithms()).containsAnyOf(
              org.petrify.checker.Reduction.Algorithm.HOME_BOTTOM_COMPONENTS,
              org.petrify.checker.Reduction.Algorithm.HOME_TARJAN);
          assertThat(o.verdict()).as("%s on %s, %s", f, net, o.reduction())
              .isEqualTo(expected);
        }
        compared++;
      }
    }
    assertThat(compared).isEqualTo(600);
  }

  static Stream<String> smallInstances() {
    return Mcc.instances().stream().filter(i -> Mcc.oracle(i).states() <= MccCtlTest.DEFAULT_MAX_STATES
        && Mcc.net(i).transitionCount() <= MccCtlTest.DEFAULT_MAX_TRANSITIONS);
  }

  /**
   * The atomic propositions of the MCC CTL queries as {@code AG EF p} and {@code EF AG p}: every
   * variant agrees with the global labelling of the full graph.
   */
  @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
  @MethodSource("smallInstances")
  void agreeWithGlobalLabellingOnMccPropositions(String instance) {
    PetriNet net = Mcc.net(instance);
    Set<Formula> atoms = new LinkedHashSet<>();
    for (String exam : List.of("CTLCardinality", "CTLFireability")) {
      for (MccProperty property : Mcc.queries(instance, exam)) {
        if (!property.isPlaceBound()) {
          collectAtoms(property.formula(), atoms);
        }
      }
    }
    List<Formula> goals = new ArrayList<>();
    for (Formula a : atoms) {
      if (goals.size() < 16) {
        goals.add(a);
        goals.add(new Formula.Not(a));
      }
    }
    CtlSession reference = CtlSession.of(net, NO_POR);
    EnumStates spaces = new EnumStates(net);
    Coverage c = new Coverage();
    for (Formula goal : goals) {
      boolean expected = reference.check(new Formula.AG(new Formula.EF(goal)), Strategy.GLOBAL)
          .verdict() == org.petrify.checker.Verdict.TRUE;
      for (Variant v : Variant.values()) {
        PathSearch.Path path = search(spaces.of(v), net, goal, v, c);
        assertThat(path == null).as("%s AG EF %s", v, goal).isEqualTo(expected);
        if (path != null) {
          replay(net, path);
        }
      }
    }
    assertThat(goals).isNotEmpty();
  }

  /** One shared state space per variant (states found by one search are reused by the next). */
  private static final class EnumStates {
    private final EngineStates[] spaces = new EngineStates[Variant.values().length];

    EnumStates(PetriNet net) {
      for (int i = 0; i < spaces.length; i++) {
        spaces[i] = fresh(net);
      }
    }

    EngineStates of(Variant v) {
      return spaces[v.ordinal()];
    }
  }

  private static void collectAtoms(Formula f, Set<Formula> into) {
    if (MarkingPredicate.isPropositional(f)) {
      into.add(f);
    } else if (f instanceof Formula.Not x) {
      collectAtoms(x.operand(), into);
    } else if (f instanceof Formula.And x) {
      x.operands().forEach(o -> collectAtoms(o, into));
    } else if (f instanceof Formula.Or x) {
      x.operands().forEach(o -> collectAtoms(o, into));
    } else if (f instanceof Formula.EX x) {
      collectAtoms(x.operand(), into);
    } else if (f instanceof Formula.AX x) {
      collectAtoms(x.operand(), into);
    } else if (f instanceof Formula.EF x) {
      collectAtoms(x.operand(), into);
    } else if (f instanceof Formula.AF x) {
      collectAtoms(x.operand(), into);
    } else if (f instanceof Formula.EG x) {
      collectAtoms(x.operand(), into);
    } else if (f instanceof Formula.AG x) {
      collectAtoms(x.operand(), into);
    } else if (f instanceof Formula.EU x) {
      collectAtoms(x.hold(), into);
      collectAtoms(x.goal(), into);
    } else if (f instanceof Formula.AU x) {
      collectAtoms(x.hold(), into);
      collectAtoms(x.goal(), into);
    }
  }
}
