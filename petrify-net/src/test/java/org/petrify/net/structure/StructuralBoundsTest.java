package org.petrify.net.structure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.mcc.MccAnswers;
import org.petrify.net.mcc.MccProperty;
import org.petrify.net.testing.Mcc;
import org.petrify.net.testing.OracleRow;

class StructuralBoundsTest {

  /** Every reachable marking (up to {@code limit} of them) respects every finite bound. */
  static void assertSoundByExploration(PetriNet net, long[] bounds, int limit) {
    Set<List<Integer>> seen = new HashSet<>();
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    queue.add(net.initialMarking());
    seen.add(asList(net.initialMarking()));
    while (!queue.isEmpty() && seen.size() < limit) {
      int[] m = queue.poll();
      for (int p = 0; p < net.placeCount(); p++) {
        if (bounds[p] != StructuralBounds.UNBOUNDED) {
          assertThat((long) m[p]).as("place %s in %s", net.placeName(p), Arrays.toString(m))
              .isLessThanOrEqualTo(bounds[p]);
        }
      }
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, m)) {
          int[] next = m.clone();
          net.fire(t, next);
          if (seen.add(asList(next))) {
            queue.add(next);
          }
        }
      }
    }
  }

  private static List<Integer> asList(int[] m) {
    return Arrays.stream(m).boxed().toList();
  }

  @Test
  void boundsOfGeneratedBoundedNetsAreFoundAndSound() {
    Random random = new Random(42);
    for (int i = 0; i < 300; i++) {
      int k = 1 + random.nextInt(3);
      PetriNet net = i % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, k);
      StructuralBounds.Analysis analysis = StructuralBounds.analyse(net);
      assertThat(analysis.complete()).isTrue();
      assertThat(analysis.allBounded()).as(net.toString()).isTrue();
      assertThat(analysis.maxBound()).isLessThanOrEqualTo(i % 2 == 0 ? 1 : k);
      assertSoundByExploration(net, analysis.bounds(), 20_000);
    }
  }

  @Test
  void boundsOfArbitraryNetsAreSound() {
    Random random = new Random(7);
    for (int i = 0; i < 300; i++) {
      PetriNet net = RandomNets.arbitrary(random, 1 + random.nextInt(6), random.nextInt(6),
          1 + random.nextInt(3), random.nextInt(3));
      assertSoundByExploration(net, StructuralBounds.of(net), 2_000);
    }
  }

  @Test
  void weightedInvariantAndMonotonePlace() {
    PetriNetBuilder b = new PetriNetBuilder("w");
    b.addPlace("a", 4);
    b.addPlace("b", 0);
    b.addPlace("sink", 0);
    b.addPlace("source", 3);
    b.addTransition("t");
    b.addTransition("u");
    b.addTransition("grow");
    b.consume("t", "a", 2).produce("t", "b", 1);
    b.consume("u", "b", 1).produce("u", "a", 2);
    b.consume("grow", "source", 1).produce("grow", "sink", 1).produce("grow", "source", 1);
    long[] bounds = StructuralBounds.of(b.build());
    assertThat(bounds).containsExactly(4, 2, StructuralBounds.UNBOUNDED, 3);
  }

  @Test
  void philosophersAreSafe() {
    PetriNet net = Philosophers.symmetric(50);
    StructuralBounds.Analysis analysis = StructuralBounds.analyse(net);
    assertThat(analysis.allBounded()).isTrue();
    assertThat(analysis.maxBound()).isEqualTo(1);
  }

  @Test
  void mccBoundsAreNeverBelowTheOracle() {
    int checkedQueries = 0;
    int boundedNets = 0;
    for (String instance : Mcc.instances()) {
      PetriNet net = Mcc.net(instance);
      StructuralBounds.Analysis analysis = StructuralBounds.analyse(net);
      long[] bounds = analysis.bounds();
      OracleRow row = Mcc.oracle(instance);
      if (analysis.allBounded()) {
        boundedNets++;
        assertThat(analysis.maxBound()).as(instance).isGreaterThanOrEqualTo(row.maxTokenInPlace());
      }
      MccAnswers answers = Mcc.answers(instance);
      for (MccProperty property : Mcc.queries(instance, "UpperBounds")) {
        long sum = 0;
        boolean finite = true;
        for (int p : property.boundPlaces()) {
          finite &= bounds[p] != StructuralBounds.UNBOUNDED;
          sum += Math.max(0, bounds[p]);
        }
        if (finite) {
          checkedQueries++;
          assertThat(sum).as(property.id()).isGreaterThanOrEqualTo(
              answers.boundAnswer(property.id()));
        }
      }
    }
    if (!Mcc.instances().isEmpty()) {
      System.out.println("StructuralBounds: " + boundedNets + " of " + Mcc.instances().size()
          + " MCC nets fully bounded; " + checkedQueries + " UpperBounds answers checked");
      assertThat(checkedQueries).isPositive();
    }
  }
}
