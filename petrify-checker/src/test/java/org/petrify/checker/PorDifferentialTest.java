package org.petrify.checker;

import org.petrify.checker.session.ModelChecker;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;

/**
 * Generated nets (safe and k-bounded, from {@link RandomNets}): the verdict of the engine, with
 * and without stubborn sets, DFS and BFS, equals the one computed by the separate
 * {@link ReferenceExplorer} (boxed markings, {@link PetriNet#fire}) with the test's own
 * {@link ReferenceAtoms} evaluator, for deadlock and for random reachability formulas; every
 * witness is replayed by {@link #replayTo}; the codec is the identity on generated markings.
 */
class PorDifferentialTest {
  private static final int REFERENCE_LIMIT = 20_000;

  private static CheckResult check(PetriNet net, Formula f, boolean por, SearchOrder order) {
    return ModelChecker.of(net).options(CheckOptions.defaults().withPartialOrderReduction(por)
        .withSearch(order).withMaxStates(200_000).withStructuralReduction(false)).check(f);
  }

  /**
   * The reference verdict of {@code EF φ} / {@code AG φ} for a state formula φ, from the full
   * state space of the reference explorer.
   */
  static Verdict referenceVerdict(PetriNet net, ReferenceExplorer full, Formula f) {
    if (f instanceof Formula.EF ef) {
      boolean some = full.any(m -> ReferenceAtoms.holds(net, ef.operand(), m));
      return some ? Verdict.TRUE : Verdict.FALSE;
    }
    Formula.AG ag = (Formula.AG) f;
    boolean violated = full.any(m -> !ReferenceAtoms.holds(net, ag.operand(), m));
    return violated ? Verdict.FALSE : Verdict.TRUE;
  }

  /**
   * Replays the witness of a decided {@code EF φ} TRUE / {@code AG φ} FALSE with
   * {@link PetriNet#fire} and checks that it ends in a marking where φ holds (EF) or fails (AG).
   */
  static void replayTo(PetriNet net, Formula f, CheckResult r) {
    boolean ef = f instanceof Formula.EF;
    if (r.verdict() != (ef ? Verdict.TRUE : Verdict.FALSE)) {
      return;
    }
    Formula goal = ef ? ((Formula.EF) f).operand() : ((Formula.AG) f).operand();
    assertThat(r.witness()).as("witness of %s: %s", f, r).isPresent();
    int[] m = net.initialMarking();
    for (int t : r.witness().get().transitions()) {
      assertThat(net.isEnabled(t, m)).as("witness of %s fires %d in %s", f, t,
          Arrays.toString(m)).isTrue();
      net.fire(t, m);
    }
    assertThat(ReferenceAtoms.holds(net, goal, m)).as("end of the witness of %s: %s", f,
        Arrays.toString(m)).isEqualTo(ef);
  }

  @Test
  void porAgreesWithExhaustiveSearch() {
    int[] compared = new int[1];
    qt().withExamples(300).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      Formula deadlock = new Formula.EF(new Formula.Deadlock());
      Formula reach = RandomFormulas.reachability(random, net, 3);
      ReferenceExplorer full = ReferenceExplorer.explore(net, REFERENCE_LIMIT);
      if (!full.complete) {
        return;
      }
      for (Formula f : new Formula[] {deadlock, reach}) {
        Verdict expected = referenceVerdict(net, full, f);
        for (SearchOrder order : SearchOrder.values()) {
          for (boolean por : new boolean[] {true, false}) {
            CheckResult r = check(net, f, por, order);
            assertThat(r.verdict()).as("seed %d %s por=%s %s: %s", seed, f, por, order, r)
                .isEqualTo(expected);
            replayTo(net, f, r);
          }
        }
        compared[0]++;
      }
    });
    assertThat(compared[0]).as("formulas compared with the reference").isGreaterThan(400);
  }

  /**
   * {@code EF (DEADLOCK AND ψ)} is searched with deadlock-preserving stubborn sets, which must
   * keep every reachable dead marking: for each dead marking of the full graph (from the
   * reference explorer), {@code EF (DEADLOCK AND marking = d)} must be TRUE with reduction, and
   * random filters must agree with the reference explorer.
   */
  @Test
  void everyDeadMarkingSurvivesTheDeadlockReduction() {
    int[] deadMarkings = new int[1];
    qt().withExamples(600).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      ReferenceExplorer full = ReferenceExplorer.explore(net, REFERENCE_LIMIT);
      if (!full.complete) {
        return;
      }
      int dead = 0;
      for (int[] m : full.states) {
        if (!ReferenceAtoms.isDead(net, m) || dead++ >= 8) {
          continue;
        }
        deadMarkings[0]++;
        Formula f = new Formula.EF(new Formula.And(List.of(new Formula.Deadlock(), exactly(m))));
        for (SearchOrder order : SearchOrder.values()) {
          CheckResult reduced = check(net, f, true, order);
          assertThat(reduced.verdict()).as("seed %d dead marking %s %s: %s", seed,
              Arrays.toString(m), order, reduced).isEqualTo(Verdict.TRUE);
          assertThat(reduced.statistics().reduction().partialOrders())
              .contains(Reduction.PartialOrder.DEADLOCK);
          replayTo(net, f, reduced);
        }
      }
      Formula filtered = new Formula.EF(new Formula.And(List.of(
          RandomFormulas.statePredicate(random, net, 2), new Formula.Deadlock())));
      Verdict expected = referenceVerdict(net, full, filtered);
      for (SearchOrder order : SearchOrder.values()) {
        CheckResult r = check(net, filtered, true, order);
        assertThat(r.verdict()).as("seed %d %s %s", seed, filtered, order).isEqualTo(expected);
        replayTo(net, filtered, r);
      }
    });
    // Most generated nets are live: a run of 200 nets once met only 3 dead markings, so 600
    // nets (about 2 s) keep this guard from failing on an unlucky draw.
    assertThat(deadMarkings[0]).as("dead markings checked").isGreaterThan(5);
  }

  /** {@code AND over places p of m(p) = marking[p]}. */
  private static Formula exactly(int[] marking) {
    List<Formula> parts = new ArrayList<>();
    for (int p = 0; p < marking.length; p++) {
      parts.add(new Formula.Compare(new IntExpr.Tokens(List.of(p)), Formula.CompareOp.EQ,
          new IntExpr.Constant(marking[p])));
    }
    return new Formula.And(parts);
  }

  @Test
  void codecRoundTrips() {
    qt().withExamples(500).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      int places = 1 + random.nextInt(80);
      int[] widths = new int[places];
      int[] marking = new int[places];
      for (int p = 0; p < places; p++) {
        widths[p] = random.nextInt(MarkingCodec.MAX_WIDTH + 1);
        long max = widths[p] == 0 ? 0 : (1L << widths[p]) - 1;
        marking[p] = (int) (max == 0 ? 0 : Math.floorMod(random.nextLong(), max + 1));
      }
      MarkingCodec codec = MarkingCodec.ofWidths(widths);
      long[] packed = new long[codec.words() + 2];
      codec.encode(marking, packed, 1);
      int[] back = new int[places];
      codec.decode(packed, 1, back);
      assertThat(back).isEqualTo(marking);
      for (int p = 0; p < places; p++) {
        assertThat(codec.tokens(packed, 1, p)).isEqualTo(marking[p]);
      }
    });
  }
}
