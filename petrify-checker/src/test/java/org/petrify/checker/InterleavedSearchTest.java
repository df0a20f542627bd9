package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.gen.RandomFormulas;
import org.petrify.net.gen.RandomNets;

/**
 * The interleaved search with turns of a few edges, so that its two sides meet, steal states
 * and restart on small generated nets: a full exploration stores exactly the reference
 * explorer's states and fires each of its edges once; deadlock and random {@code EF φ} goals, with and without stubborn sets,
 * get the reference verdict, and every witness replays with {@link PetriNet#fire} to a goal
 * marking. (The default turn is long enough that the sides rarely meet on such nets; the
 * default is covered by {@link PorDifferentialTest}, which runs every {@link SearchOrder}.)
 */
class InterleavedSearchTest {
  private static final int REFERENCE_LIMIT = 20_000;
  private static final int[] TURNS = {1, 2, 5, 33};

  /** Runs one search directly, with 8 bits per place (generated nets hold at most 3 tokens). */
  private static ReachabilitySearch search(PetriNet net, ReachabilitySearch.Goal goal,
      Formula predicate, boolean por, int turn) {
    int[] widths = new int[net.placeCount()];
    Arrays.fill(widths, 8);
    FiringRules rules = new FiringRules(net, MarkingCodec.ofWidths(widths));
    CheckOptions options = CheckOptions.defaults().withMaxStates(200_000);
    StatePredicate compiled = predicate == null ? null : StatePredicate.compile(predicate, rules);
    return new ReachabilitySearch(rules, options, SearchOrder.INTERLEAVED, Budget.of(options),
        goal, compiled, por, Reduction.of(Reduction.PartialOrder.DISABLED,
        Reduction.Algorithm.REACHABILITY), 0).slice(turn);
  }

  @Test
  void fullExplorationStoresEveryStateAndFiresEveryEdgeOnce() {
    qt().withExamples(150).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      ReferenceExplorer full = ReferenceExplorer.explore(net, REFERENCE_LIMIT);
      if (!full.complete) {
        return;
      }
      for (int turn : TURNS) {
        ReachabilitySearch s = search(net, ReachabilitySearch.Goal.NONE, null, false, turn);
        assertThat(s.run()).isFalse();
        assertThat(s.statistics().states()).as("seed %d turn %d", seed, turn)
            .isEqualTo(full.states.size());
        assertThat(s.statistics().edges()).as("seed %d turn %d edges", seed, turn)
            .isEqualTo(full.edges);
      }
    });
  }

  @Test
  void goalsAgreeWithTheReferenceAndWitnessesReplay() {
    int[] found = new int[1];
    qt().withExamples(300).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      ReferenceExplorer full = ReferenceExplorer.explore(net, REFERENCE_LIMIT);
      if (!full.complete) {
        return;
      }
      Formula reach = RandomFormulas.statePredicate(random, net, 3);
      boolean deadlockReachable = full.any(m -> ReferenceAtoms.isDead(net, m));
      boolean reachReachable = full.any(m -> ReferenceAtoms.holds(net, reach, m));
      for (int turn : TURNS) {
        for (boolean por : new boolean[] {true, false}) {
          ReachabilitySearch dead = search(net, ReachabilitySearch.Goal.DEADLOCK, null, por,
              turn);
          boolean deadFound = dead.run();
          assertThat(deadFound).as("seed %d deadlock turn %d por %s", seed, turn, por)
              .isEqualTo(deadlockReachable);
          if (deadFound) {
            assertThat(ReferenceAtoms.isDead(net, replay(net, dead.witness()))).isTrue();
            found[0]++;
          }
          ReachabilitySearch goal = search(net, ReachabilitySearch.Goal.PREDICATE, reach, por,
              turn);
          boolean goalFound = goal.run();
          assertThat(goalFound).as("seed %d %s turn %d por %s", seed, reach, turn, por)
              .isEqualTo(reachReachable);
          if (goalFound) {
            assertThat(ReferenceAtoms.holds(net, reach, replay(net, goal.witness()))).isTrue();
            found[0]++;
          }
        }
      }
    });
    assertThat(found[0]).as("witnesses replayed").isGreaterThan(200);
  }

  /** The marking after firing {@code witness} from the initial one, each step checked enabled. */
  private static int[] replay(PetriNet net, int[] witness) {
    int[] m = net.initialMarking();
    for (int t : witness) {
      assertThat(net.isEnabled(t, m)).as("witness %s fires %d in %s", Arrays.toString(witness),
          t, Arrays.toString(m)).isTrue();
      net.fire(t, m);
    }
    return m;
  }
}
