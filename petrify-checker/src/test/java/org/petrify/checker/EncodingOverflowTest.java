package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * Places no invariant bounds start with narrow fields; when a count overflows its field the
 * reachability search restarts and {@link StateSpace} re-encodes its states in place, both with
 * the field widened to the count seen. Either way, every reachable marking is found exactly once.
 */
class EncodingOverflowTest {

  /**
   * {@code q} starts with {@code tokens}; {@code split: q -> p}, {@code join: 2p -> q}. No
   * semiflow exists ({@code y(q) = y(p)} and {@code y(q) = 2 y(p)}), so {@code p} is not proven
   * and overflows its 1-bit field, then wider ones; {@code 0 <= p <= tokens}.
   */
  private static PetriNet splitJoin(int tokens) {
    PetriNetBuilder b = new PetriNetBuilder("split-join");
    int q = b.addPlace("q", tokens);
    int p = b.addPlace("p", 0);
    int split = b.addTransition("split");
    b.consume(split, q, 1).produce(split, p, 1);
    int join = b.addTransition("join");
    b.consume(join, p, 2).produce(join, q, 1);
    return b.build();
  }

  @Test
  void searchRestartsWithTheCountSeen() {
    PetriNet net = splitJoin(300);
    int reference = ReferenceExplorer.explore(net, 1_000_000).states.size();
    for (SearchOrder order : SearchOrder.values()) {
      CheckResult r = Reachability.of(net).options(CheckOptions.defaults().withSearch(order))
          .explore();
      assertThat(r.statistics().states()).as("%s", order).isEqualTo(reference);
      // 1 bit, then at least doubled each time up to the 9 bits of 300: 1 -> 2 -> 4 -> 8 -> 16.
      assertThat(r.statistics().reencodings()).as("%s", order).isBetween(1, 4);
    }
  }

  @Test
  void stateSpaceReencodesInPlaceKeepingIds() {
    PetriNet net = splitJoin(200);
    ReferenceExplorer reference = ReferenceExplorer.explore(net, 1_000_000);
    StateSpace space = StateSpace.create(net, CheckOptions.defaults());
    int[] firstMarkings = null;
    for (int s = 0; s < space.size(); s++) {
      if (s == 1) {
        firstMarkings = space.marking(1);
      }
      space.successors(s, (t, target) -> { });
    }
    assertThat(space.size()).isEqualTo(reference.states.size());
    assertThat(space.statistics().reencodings()).isPositive();
    assertThat(space.marking(1)).isEqualTo(firstMarkings);
    Set<List<Integer>> seen = new HashSet<>();
    for (int s = 0; s < space.size(); s++) {
      int[] m = space.marking(s);
      assertThat(seen.add(java.util.Arrays.stream(m).boxed().toList())).isTrue();
      assertThat(space.find(m)).isEqualTo(s);
      assertThat(space.tokens(s, 1)).isEqualTo(m[1]);
    }
  }

  @Test
  void randomUnboundedLookingNetsMatchTheReference() {
    qt().withExamples(150).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = TestNets.random(random, 2 + random.nextInt(6), 1 + random.nextInt(6), false);
      ReferenceExplorer reference = ReferenceExplorer.explore(net, 20_000);
      if (!reference.complete) {
        return;
      }
      for (SearchOrder order : SearchOrder.values()) {
        CheckResult r = Reachability.of(net)
            .options(CheckOptions.defaults().withSearch(order).withPartialOrderReduction(false))
            .explore();
        assertThat(r.statistics().states()).as("seed %d %s", seed, order)
            .isEqualTo(reference.states.size());
      }
    });
  }
}
