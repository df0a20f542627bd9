package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;

/**
 * The depth-first search with several workers ({@link ParallelDepthFirst}) against the same
 * search with one: a full exploration stores and fires exactly the same states and edges; the
 * verdicts of deadlock and reachability checks, with and without stubborn sets, are the
 * reference explorer's; every witness replays; budgets and overflows end the search on every
 * worker with the same outcome as with one.
 */
class ParallelSearchTest {
  private static final int REFERENCE_LIMIT = 20_000;

  private static CheckOptions options(boolean por, int workers) {
    return CheckOptions.defaults().withPartialOrderReduction(por).withSearch(SearchOrder.DFS)
        .withMaxStates(200_000).withStructuralReduction(false).withWorkers(workers);
  }

  @Test
  void oneWorkerReportsProgressAtEachPowerOfTwoBelowTheInterval() {
    PetriNet net = Philosophers.asymmetric(8);
    int[] reports = new int[1];
    CheckResult r = Reachability.of(net).options(options(false, 1)
        .withListener(statistics -> reports[0]++)).explore();
    long states = r.statistics().states();
    assertThat(states).isBetween(2L, (long) ReachabilitySearch.PROGRESS_INTERVAL);
    assertThat(reports[0]).isEqualTo(64 - Long.numberOfLeadingZeros(states));
  }

  @Test
  void explorationCountsTheSameStatesAndEdgesWithEveryWorkerCount() {
    qt().withExamples(150).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      CheckResult one = Reachability.of(net).options(options(false, 1)).explore();
      for (int workers = 2; workers <= 4; workers++) {
        CheckResult many = Reachability.of(net).options(options(false, workers)).explore();
        assertThat(many.verdict()).as("seed %d workers %d", seed, workers)
            .isEqualTo(one.verdict());
        if (one.verdict() == Verdict.TRUE) {
          assertThat(many.statistics().states()).as("seed %d workers %d states", seed, workers)
              .isEqualTo(one.statistics().states());
          assertThat(many.statistics().edges()).as("seed %d workers %d edges", seed, workers)
              .isEqualTo(one.statistics().edges());
        }
      }
    });
  }

  @Test
  void verdictsAndWitnessesAgreeWithTheReference() {
    int[] compared = new int[1];
    qt().withExamples(200).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      Formula deadlock = new Formula.EF(new Formula.Deadlock());
      Formula reach = RandomFormulas.reachability(random, net, 3);
      ReferenceExplorer full = ReferenceExplorer.explore(net, REFERENCE_LIMIT);
      if (!full.complete) {
        return;
      }
      for (Formula f : new Formula[] {deadlock, reach}) {
        Verdict expected = PorDifferentialTest.referenceVerdict(net, full, f);
        for (int workers : new int[] {2, 3}) {
          for (boolean por : new boolean[] {true, false}) {
            CheckResult r = ModelChecker.of(net).options(options(por, workers)).check(f);
            assertThat(r.verdict()).as("seed %d %s por=%s workers=%d: %s", seed, f, por,
                workers, r).isEqualTo(expected);
            PorDifferentialTest.replayTo(net, f, r);
          }
        }
        compared[0]++;
      }
    });
    assertThat(compared[0]).as("formulas compared with the reference").isGreaterThan(250);
  }

  /** The philosophers: enough states for the workers to share work by donation. */
  @Test
  void philosophersExploreAndDeadlockAlikeWithTwoWorkers() {
    PetriNet asym = Philosophers.asymmetric(12);
    CheckResult one = Reachability.of(asym).options(options(false, 1)).explore();
    CheckResult two = Reachability.of(asym).options(options(false, 2)).explore();
    assertThat(two.statistics().states()).isEqualTo(one.statistics().states());
    assertThat(two.statistics().edges()).isEqualTo(one.statistics().edges());
    assertThat(one.statistics().states()).isGreaterThan(10_000);
    for (boolean por : new boolean[] {true, false}) {
      CheckResult free = Reachability.of(asym).options(options(por, 2)).checkDeadlock();
      assertThat(free.verdict()).as("asym por=%s: %s", por, free).isEqualTo(Verdict.FALSE);
      PetriNet sym = Philosophers.symmetric(12);
      CheckResult dead = Reachability.of(sym).options(options(por, 2)).checkDeadlock();
      assertThat(dead.verdict()).as("sym por=%s: %s", por, dead).isEqualTo(Verdict.TRUE);
      int[] end = dead.witness().orElseThrow().replay(sym);
      assertThat(ReferenceExplorer.isDeadlock(sym, end)).isTrue();
    }
  }

  @Test
  void theStateBudgetEndsEveryWorker() {
    CheckResult r = Reachability.of(Philosophers.asymmetric(12))
        .options(options(false, 2).withMaxStates(5_000)).explore();
    assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(r.unknown()).contains(Unknown.STATE_BUDGET);
  }

  @Test
  void theTimeoutEndsEveryWorker() {
    CheckResult r = Reachability.of(Philosophers.asymmetric(30))
        .options(options(false, 2).withMaxStates(Integer.MAX_VALUE - 1L)
            .withTimeout(Duration.ofMillis(200))).explore();
    assertThat(r.verdict()).isEqualTo(Verdict.UNKNOWN);
    assertThat(r.unknown()).contains(Unknown.TIMEOUT);
  }

  /** A codec overflow in any worker restarts the search with a wider field, as with one. */
  @Test
  void aWidenedFieldIsDecidedWithTwoWorkers() {
    PetriNetBuilder b = new PetriNetBuilder("move");
    int a = b.addPlace("a", 300);
    int c = b.addPlace("b", 0);
    int t = b.addTransition("move");
    b.consume(t, a, 1);
    b.produce(t, c, 1);
    CheckResult r = Reachability.of(b.build()).withPlaceBounds(null)
        .options(options(true, 2)).checkDeadlock();
    assertThat(r.verdict()).as("%s", r).isEqualTo(Verdict.TRUE);
    assertThat(r.witness().orElseThrow().length()).isEqualTo(300);
  }
}
