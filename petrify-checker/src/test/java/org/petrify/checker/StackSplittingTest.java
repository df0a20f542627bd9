package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.structure.StructuralBounds;

/**
 * Work shared by stack splitting ({@link ParallelDepthFirst}, {@link Successors#slice},
 * {@link Successors#resume}), forced every few pops and new states
 * ({@link ParallelDepthFirst#forcedShareInterval}) so that small nets split their stacks
 * hundreds of times, with one worker (which takes its own slices back from the pool) and with
 * several: a full exploration stores and fires exactly the states and edges of the plain
 * search, on one-word and multi-word markings; deadlock and reachability verdicts, with and
 * without stubborn sets, are the reference explorer's, and every witness replays.
 */
class StackSplittingTest {
  private static final int REFERENCE_LIMIT = 20_000;

  @AfterEach
  void sharingOff() {
    ParallelDepthFirst.forcedShareInterval = 0;
  }

  private static CheckOptions options(boolean por, int workers) {
    return CheckOptions.defaults().withPartialOrderReduction(por).withSearch(SearchOrder.DFS)
        .withMaxStates(200_000).withStructuralReduction(false).withWorkers(workers);
  }

  private static CheckResult explore(PetriNet net, int workers, int interval) {
    ParallelDepthFirst.forcedShareInterval = interval;
    try {
      return Reachability.of(net).options(options(false, workers)).explore();
    } finally {
      ParallelDepthFirst.forcedShareInterval = 0;
    }
  }

  private static void assertSameExploration(PetriNet net, String what) {
    CheckResult plain = explore(net, 1, 0);
    for (int interval : new int[] {1, 3, 17}) {
      for (int workers = 1; workers <= 3; workers++) {
        CheckResult shared = explore(net, workers, interval);
        String as = what + " interval " + interval + " workers " + workers;
        assertThat(shared.verdict()).as(as).isEqualTo(plain.verdict());
        if (plain.verdict() == Verdict.TRUE) {
          assertThat(shared.statistics().states()).as(as + " states")
              .isEqualTo(plain.statistics().states());
          assertThat(shared.statistics().edges()).as(as + " edges")
              .isEqualTo(plain.statistics().edges());
        }
      }
    }
  }

  /**
   * A slice of a stack in the middle of a depth-first search, resumed by another generator,
   * hands out frame by frame exactly the transitions the frames it was cut from had left, at
   * the same markings: all-enabled frames and stubborn (list) frames alike.
   */
  @Test
  void aResumedSliceHandsOutWhatItsFramesHadLeft() {
    int[] checked = new int[1];
    qt().withExamples(600).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      FiringRules rules = new FiringRules(net,
          MarkingCodec.forNet(net, null, StructuralBounds.analyse(net).semiflows()));
      for (boolean por : new boolean[] {true, false}) {
        if (compareSliceAt(net, rules, por, random)) {
          checked[0]++;
        }
      }
    });
    assertThat(checked[0]).as("slices compared (most random nets end sooner)").isGreaterThan(100);
  }

  /** False if the search ended before its stack had two frames at the chosen step. */
  private static boolean compareSliceAt(PetriNet net, FiringRules rules, boolean por,
      Random random) {
    Budget budget = Budget.of(1_000_000, java.time.Duration.ofMinutes(1), 1L << 30);
    SharedMarkingSet set = new SharedMarkingSet(rules.codec.words(), budget, 1);
    Successors g = new Successors(rules, budget);
    if (g.start(net.initialMarking()) >= 0) {
      return false;
    }
    long[] rootWords = g.words.clone();
    set.add(g.words, 0, 0);
    push(g, por, -1);
    int[] path = new int[1 << 16];
    int steps = 1 + random.nextInt(300);
    for (int step = 0; step < steps || g.depth() < 2; step++) {
      if (g.depth() == 0 || g.depth() == path.length) {
        return false;
      }
      int t = g.next();
      if (t < 0) {
        g.pop();
        if (g.depth() > 0) {
          g.leave(path[g.depth() - 1]);
        }
        continue;
      }
      if (g.fire(t) >= 0) {
        return false;
      }
      if (!set.add(g.words, 0, 0)) {
        g.undo(t);
        continue;
      }
      path[g.depth() - 1] = t;
      g.enter(t);
      push(g, por, t);
    }
    int k = 1 + random.nextInt(g.depth() - 1);
    StackSlice slice = g.slice(0, k, rootWords, path);
    Successors h = new Successors(rules, budget);
    h.resume(slice);
    assertThat(h.depth()).isEqualTo(k);
    while (g.depth() > k) {
      while (g.next() >= 0) {
        // the kept frames' transitions: not in the slice
      }
      g.pop();
      g.leave(path[g.depth() - 1]);
    }
    while (g.depth() > 0) {
      assertThat(h.marking).as("marking at frame %d", g.depth() - 1).isEqualTo(g.marking);
      java.util.List<Integer> kept = new java.util.ArrayList<>();
      java.util.List<Integer> resumed = new java.util.ArrayList<>();
      for (int t = g.next(); t >= 0; t = g.next()) {
        kept.add(t);
      }
      for (int t = h.next(); t >= 0; t = h.next()) {
        resumed.add(t);
      }
      assertThat(resumed).as("frame %d of %d, por=%s", g.depth() - 1, k, por).isEqualTo(kept);
      g.pop();
      h.pop();
      if (g.depth() > 0) {
        g.leave(path[g.depth() - 1]);
        h.leave(path[h.depth() - 1]);
      }
    }
    return true;
  }

  private static void push(Successors g, boolean por, int lastFired) {
    if (por) {
      g.pushDeadlock(lastFired);
    } else {
      g.pushAll();
    }
  }

  @Test
  void forcedSharesExploreTheSameStatesAndEdges() {
    long before = ParallelDepthFirst.slicesResumed.get();
    qt().withExamples(120).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      assertSameExploration(net, "seed " + seed);
    });
    assertThat(ParallelDepthFirst.slicesResumed.get() - before)
        .as("slices resumed").isGreaterThan(1_000);
  }

  /**
   * Three rings of 40, 30 and 20 places, a token in each that moves one or two places on:
   * 24,000 states, markings of 90 one-bit fields (two words), so the search takes the path
   * without {@link Successors#nextNew} and the split fires the path on two words.
   */
  @Test
  void multiWordMarkingsExploreTheSameStatesAndEdges() {
    // Two tokens move together around each ring: with one, the codec would store a ring as a
    // one-hot field of a few bits and the marking would fit one word.
    PetriNetBuilder b = new PetriNetBuilder("rings");
    for (int size : new int[] {40, 30, 20}) {
      int first = -1;
      for (int i = 0; i < size; i++) {
        int p = b.addPlace("r" + size + "_" + i, i == 0 ? 2 : 0);
        first = i == 0 ? p : first;
      }
      for (int i = 0; i < size; i++) {
        for (int step = 1; step <= 2; step++) {
          int t = b.addTransition("t" + size + "_" + i + "_" + step);
          b.consume(t, first + i, 2);
          b.produce(t, first + (i + step) % size, 2);
        }
      }
    }
    PetriNet rings = b.build();
    FiringRules rules = new FiringRules(rings,
        MarkingCodec.forNet(rings, null, StructuralBounds.analyse(rings).semiflows()));
    assertThat(rules.codec.words()).as("words per marking").isGreaterThan(1);
    long before = ParallelDepthFirst.slicesResumed.get();
    assertSameExploration(rings, "rings");
    assertThat(explore(rings, 1, 0).statistics().states()).isEqualTo(40L * 30 * 20);
    assertThat(ParallelDepthFirst.slicesResumed.get() - before)
        .as("slices resumed").isGreaterThan(1_000);
  }

  @Test
  void verdictsAndWitnessesAgreeWithTheReference() {
    int[] compared = new int[1];
    qt().withExamples(120).forAll(integers().allPositive()).checkAssert(seed -> {
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
        for (int interval : new int[] {1, 4}) {
          for (int workers : new int[] {1, 2}) {
            for (boolean por : new boolean[] {true, false}) {
              ParallelDepthFirst.forcedShareInterval = interval;
              CheckResult r = ModelChecker.of(net).options(options(por, workers)).check(f);
              ParallelDepthFirst.forcedShareInterval = 0;
              assertThat(r.verdict()).as("seed %d %s por=%s workers=%d interval=%d: %s", seed,
                  f, por, workers, interval, r).isEqualTo(expected);
              PorDifferentialTest.replayTo(net, f, r);
            }
          }
        }
        compared[0]++;
      }
    });
    assertThat(compared[0]).as("formulas compared with the reference").isGreaterThan(150);
  }

  @Test
  void philosophersAcrossShares() {
    PetriNet asym = Philosophers.asymmetric(9);
    assertSameExploration(asym, "asym-9");
    PetriNet sym = Philosophers.symmetric(9);
    for (boolean por : new boolean[] {true, false}) {
      for (int workers : new int[] {1, 2}) {
        ParallelDepthFirst.forcedShareInterval = 5;
        CheckResult free = Reachability.of(asym).options(options(por, workers)).checkDeadlock();
        CheckResult dead = Reachability.of(sym).options(options(por, workers)).checkDeadlock();
        ParallelDepthFirst.forcedShareInterval = 0;
        assertThat(free.verdict()).as("asym por=%s: %s", por, free).isEqualTo(Verdict.FALSE);
        assertThat(dead.verdict()).as("sym por=%s: %s", por, dead).isEqualTo(Verdict.TRUE);
        int[] end = dead.witness().orElseThrow().replay(sym);
        assertThat(ReferenceExplorer.isDeadlock(sym, end)).isTrue();
      }
    }
  }
}
