package org.petrify.checker.reduce;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.session.ModelChecker;
import org.petrify.checker.SearchOrder;
import org.petrify.checker.Verdict;
import org.petrify.checker.Witness;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;

/**
 * Structural reduction against the net as it is, on generated nets (the state-machine nets of
 * {@link RandomNets} and the program-shaped nets of {@link ProgramLikeNets}): for deadlock,
 * {@code EF (DEADLOCK AND ψ)}, random reachability formulas and random CTL formulas the verdict
 * with reduction equals the verdict without (POR off on both sides, DFS and BFS); every witness
 * of the reduced check replays on the original net, a deadlock witness to a dead marking (by
 * this test's own interpreter); and the reductions do reduce (the test fails if too few nets
 * shrink, so it cannot pass vacuously).
 */
class ReductionDifferentialTest {
  private static final int MAX_STATES = 100_000;

  private static PetriNet net(int seed, Random random) {
    return switch (seed % 3) {
      case 0 -> RandomNets.safe(random);
      case 1 -> RandomNets.bounded(random, 3);
      default -> ProgramLikeNets.random(random);
    };
  }

  private static CheckResult check(PetriNet net, Formula f, boolean reduce, boolean por,
      SearchOrder order) {
    return ModelChecker.of(net).options(CheckOptions.defaults().withStructuralReduction(reduce)
        .withPartialOrderReduction(por).withSearch(order).withMaxStates(MAX_STATES)).check(f);
  }

  @Test
  void reducedAndUnreducedAgreeAndWitnessesReplay() {
    AtomicInteger shrunk = new AtomicInteger();
    AtomicInteger nets = new AtomicInteger();
    AtomicInteger agglomerated = new AtomicInteger();
    qt().withExamples(200).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = net(seed, random);
      nets.incrementAndGet();
      List<Formula> formulas = List.of(
          new Formula.EF(new Formula.Deadlock()),
          new Formula.EF(new Formula.And(List.of(new Formula.Deadlock(),
              RandomFormulas.statePredicate(random, net, 2)))),
          RandomFormulas.reachability(random, net, 3),
          RandomFormulas.reachability(random, net, 2),
          RandomFormulas.ctl(random, net, 3));
      boolean reducedSome = false;
      for (Formula f : formulas) {
        CheckResult reference = check(net, f, false, false, SearchOrder.BFS);
        if (reference.verdict() == Verdict.UNKNOWN) {
          continue;
        }
        for (SearchOrder order : SearchOrder.values()) {
          for (boolean por : new boolean[] {false, true}) {
            CheckResult reduced = check(net, f, true, por, order);
            String what = "seed " + seed + " " + f + " " + order + " por=" + por + ": " + reduced;
            if (reduced.verdict() == Verdict.UNKNOWN) {
              assertThat(reduced.reason().orElse("")).as(what).doesNotContain("internal error");
              continue;
            }
            assertThat(reduced.verdict()).as(what).isEqualTo(reference.verdict());
            if (reduced.structuralReduction().isPresent()) {
              reducedSome = true;
              if (reduced.structuralReduction().get().rules().stream()
                  .anyMatch(r -> r.rule().contains("agglomeration"))) {
                agglomerated.incrementAndGet();
              }
            }
            reduced.witness().ifPresent(w -> checkWitness(net, f, w, what));
          }
        }
      }
      if (reducedSome) {
        shrunk.incrementAndGet();
      }
    });
    assertThat(shrunk.get()).as("nets reduced").isGreaterThan(nets.get() / 3);
    assertThat(agglomerated.get()).as("checks with agglomerations").isGreaterThan(50);
  }

  /** Replays the witness with this test's own interpreter; deadlock witnesses end dead. */
  private static void checkWitness(PetriNet net, Formula f, Witness w, String what) {
    int[] m = net.initialMarking();
    List<int[]> seen = new ArrayList<>();
    for (int t : w.transitions()) {
      seen.add(m.clone());
      assertThat(enabled(net, t, m)).as("%s: step %s enabled", what, net.transitionName(t))
          .isTrue();
      fire(net, t, m);
    }
    if (w.isLasso()) {
      assertThat(seen.size() > w.loopStart() ? seen.get(w.loopStart()) : m).as(what + " lasso")
          .isEqualTo(m);
    }
    if (f instanceof Formula.EF ef && (ef.operand() instanceof Formula.Deadlock
        || ef.operand() instanceof Formula.And and && and.operands().get(0)
        instanceof Formula.Deadlock)) {
      for (int t = 0; t < net.transitionCount(); t++) {
        assertThat(enabled(net, t, m)).as("%s: %s enabled at the end", what,
            net.transitionName(t)).isFalse();
      }
    }
  }

  private static boolean enabled(PetriNet net, int t, int[] m) {
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      if (m[net.prePlace(i)] < net.preWeight(i)) {
        return false;
      }
    }
    return true;
  }

  private static void fire(PetriNet net, int t, int[] m) {
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      m[net.prePlace(i)] -= net.preWeight(i);
    }
    for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
      m[net.postPlace(i)] += net.postWeight(i);
    }
  }

  /**
   * Every dead marking of the original, projected on the visible places of a deadlock query,
   * is found on the reduced net: {@code EF (DEADLOCK AND visible = d)} for each dead marking d
   * (from this test's own exhaustive exploration) is TRUE with reduction.
   */
  @Test
  void everyDeadMarkingSurvivesTheReduction() {
    qt().withExamples(200).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = net(seed, random);
      List<int[]> dead = deadMarkings(net, 20_000);
      if (dead == null) {
        return;
      }
      int[] visible = random.ints(1 + random.nextInt(3), 0, net.placeCount()).distinct()
          .toArray();
      for (int[] d : dead.subList(0, Math.min(dead.size(), 6))) {
        List<Formula> parts = new ArrayList<>();
        parts.add(new Formula.Deadlock());
        for (int p : visible) {
          parts.add(new Formula.Compare(new org.petrify.net.formula.IntExpr.Tokens(List.of(p)),
              Formula.CompareOp.EQ, new org.petrify.net.formula.IntExpr.Constant(d[p])));
        }
        Formula f = new Formula.EF(new Formula.And(parts));
        for (SearchOrder order : SearchOrder.values()) {
          CheckResult r = check(net, f, true, false, order);
          assertThat(r.verdict()).as("seed %d %s %s: %s", seed, Arrays.toString(d), order, r)
              .isEqualTo(Verdict.TRUE);
        }
      }
    });
  }

  /** The dead markings by exhaustive search, or null above {@code limit} states. */
  private static List<int[]> deadMarkings(PetriNet net, int limit) {
    Set<List<Integer>> seen = new HashSet<>();
    ArrayDeque<int[]> work = new ArrayDeque<>();
    List<int[]> dead = new ArrayList<>();
    work.add(net.initialMarking());
    seen.add(key(net.initialMarking()));
    while (!work.isEmpty()) {
      int[] m = work.poll();
      boolean any = false;
      for (int t = 0; t < net.transitionCount(); t++) {
        if (enabled(net, t, m)) {
          any = true;
          int[] n = m.clone();
          fire(net, t, n);
          if (seen.add(key(n))) {
            if (seen.size() > limit) {
              return null;
            }
            work.add(n);
          }
        }
      }
      if (!any) {
        dead.add(m);
      }
    }
    return dead;
  }

  private static List<Integer> key(int[] m) {
    List<Integer> k = new ArrayList<>(m.length);
    for (int x : m) {
      k.add(x);
    }
    return k;
  }
}
