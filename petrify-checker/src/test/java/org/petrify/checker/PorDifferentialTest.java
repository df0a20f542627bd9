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
 * Generated nets (safe and k-bounded, from {@link RandomNets}): the verdict with stubborn sets
 * equals the exhaustive one, for deadlock and for random reachability formulas, DFS and BFS; the
 * codec is the identity on generated markings.
 */
class PorDifferentialTest {

  private static CheckResult check(PetriNet net, Formula f, boolean por, SearchOrder order) {
    return ModelChecker.of(net).options(CheckOptions.defaults().withPartialOrderReduction(por)
        .withSearch(order).withMaxStates(200_000).withStructuralReduction(false)).check(f);
  }

  @Test
  void porAgreesWithExhaustiveSearch() {
    qt().withExamples(300).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      Formula deadlock = new Formula.EF(new Formula.Deadlock());
      Formula reach = RandomFormulas.reachability(random, net, 3);
      for (Formula f : new Formula[] {deadlock, reach}) {
        CheckResult reference = check(net, f, false, SearchOrder.BFS);
        if (reference.verdict() == Verdict.UNKNOWN) {
          continue;
        }
        for (SearchOrder order : SearchOrder.values()) {
          CheckResult reduced = check(net, f, true, order);
          assertThat(reduced.verdict()).as("seed %d %s %s: %s", seed, f, order, reduced)
              .isEqualTo(reference.verdict());
          assertThat(check(net, f, false, order).verdict()).isEqualTo(reference.verdict());
        }
      }
    });
  }

  /**
   * {@code EF (DEADLOCK AND ψ)} is searched with deadlock-preserving stubborn sets, which must
   * keep every reachable dead marking: for each dead marking of the full graph (from the
   * reference explorer), {@code EF (DEADLOCK AND marking = d)} must be TRUE with reduction, and
   * random filters must agree with the exhaustive search.
   */
  @Test
  void everyDeadMarkingSurvivesTheDeadlockReduction() {
    qt().withExamples(200).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      ReferenceExplorer full = ReferenceExplorer.explore(net, 20_000);
      if (!full.complete) {
        return;
      }
      int dead = 0;
      for (int[] m : full.states) {
        if (!ReferenceExplorer.isDeadlock(net, m) || dead++ >= 8) {
          continue;
        }
        Formula f = new Formula.EF(new Formula.And(List.of(new Formula.Deadlock(), exactly(m))));
        for (SearchOrder order : SearchOrder.values()) {
          CheckResult reduced = check(net, f, true, order);
          assertThat(reduced.verdict()).as("seed %d dead marking %s %s: %s", seed,
              Arrays.toString(m), order, reduced).isEqualTo(Verdict.TRUE);
          assertThat(reduced.statistics().reduction().partialOrders())
              .contains(Reduction.PartialOrder.DEADLOCK);
        }
      }
      Formula filtered = new Formula.EF(new Formula.And(List.of(
          RandomFormulas.statePredicate(random, net, 2), new Formula.Deadlock())));
      CheckResult reference = check(net, filtered, false, SearchOrder.BFS);
      for (SearchOrder order : SearchOrder.values()) {
        assertThat(check(net, filtered, true, order).verdict()).as("seed %d %s %s", seed,
            filtered, order).isEqualTo(reference.verdict());
      }
    });
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
