package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.gen.RandomNets;
import org.petrify.net.structure.StructuralBounds;

/**
 * {@link Successors#nextNew} against the four calls it stands for ({@link Successors#next},
 * {@link Successors#fire}, {@link SharedMarkingSet#add}, {@link Successors#undo}): a depth-first
 * search driven by each, over all-enabled and stubborn frames and over the one-worker and the
 * shared set, enters the same new states by the same transitions after the same number of
 * edges.
 */
class OneWordLookupsTest {
  /** The rules over the codec a search uses: widths from the net's place invariants. */
  private static FiringRules rules(PetriNet net) {
    return new FiringRules(net,
        MarkingCodec.forNet(net, null, StructuralBounds.analyse(net).semiflows()));
  }

  private static Budget budget() {
    return Budget.of(1_000_000, Duration.ofMinutes(1), 1L << 30);
  }

  /**
   * One depth-first search: per new state the edges fired so far and the transition that led
   * there, then the total of edges.
   */
  private static List<Long> search(PetriNet net, FiringRules rules, boolean nextNew, boolean por,
      int workers) {
    Budget budget = budget();
    SharedMarkingSet set = new SharedMarkingSet(rules.codec.words(), budget, workers);
    Successors s = new Successors(rules, budget);
    assertThat(s.start(net.initialMarking())).isEqualTo(-1);
    set.add(s.words, 0, 0);
    push(s, por, -1);
    ArrayDeque<Integer> path = new ArrayDeque<>();
    List<Long> events = new ArrayList<>();
    long edges = 0;
    while (s.depth() > 0) {
      int t;
      if (nextNew) {
        t = s.nextNew(set, 0);
        edges += s.skipped();
        if (t >= 0) {
          edges++;
        }
      } else {
        for (t = s.next(); t >= 0; t = s.next()) {
          edges++;
          assertThat(s.fire(t)).isEqualTo(-1);
          if (set.add(s.words, 0, 0)) {
            break;
          }
          s.undo(t);
        }
      }
      if (t < 0) {
        s.pop();
        if (s.depth() > 0) {
          s.leave(path.pop());
        }
        continue;
      }
      events.add(edges << 20 | t);
      s.enter(t);
      path.push(t);
      push(s, por, t);
    }
    events.add(edges);
    return events;
  }

  private static void push(Successors s, boolean por, int lastFired) {
    if (por) {
      s.pushDeadlock(lastFired);
    } else {
      s.pushAll();
    }
  }

  private static void assertSameSearch(PetriNet net, String what) {
    FiringRules rules = rules(net);
    assertThat(new Successors(rules, budget()).looksUpOnOneWord()).as(what).isTrue();
    for (boolean por : new boolean[] {false, true}) {
      List<Long> expected = search(net, rules, false, por, 1);
      for (int workers : new int[] {1, 2}) {
        assertThat(search(net, rules, true, por, workers))
            .as("%s por=%s workers=%d", what, por, workers).isEqualTo(expected);
      }
    }
  }

  @Test
  void nextNewEntersTheSameStatesAfterTheSameEdgesOnRandomNets() {
    int[] compared = new int[1];
    qt().withExamples(300).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      FiringRules rules = rules(net);
      if (rules.oneWordDelta == null) {
        return;
      }
      assertSameSearch(net, "seed " + seed);
      compared[0]++;
    });
    assertThat(compared[0]).as("random nets with one-word markings").isGreaterThan(150);
  }

  @Test
  void nextNewEntersTheSameStatesAfterTheSameEdgesOnThePhilosophers() {
    assertSameSearch(Philosophers.asymmetric(6), "asym-6");
    assertSameSearch(Philosophers.symmetric(6), "sym-6");
  }

  @Test
  void onlyOneWordMarkingsWithoutOverflowChecksAreLookedUpThisWay() {
    assertThat(rules(Philosophers.asymmetric(18)).oneWordDelta).isNotNull();
    PetriNet wide = Philosophers.asymmetric(100);
    assertThat(rules(wide).codec.words()).isGreaterThan(1);
    assertThat(rules(wide).oneWordDelta).isNull();
    PetriNetBuilder b = new PetriNetBuilder("pump");
    b.addPlace("p", 1);
    b.addPlace("q", 0);
    int t = b.addTransition("t");
    b.consume(t, 0, 1);
    b.produce(t, 0, 1);
    b.produce(t, 1, 1);
    PetriNet pump = b.build();
    assertThat(rules(pump).codec.words()).isEqualTo(1);
    assertThat(rules(pump).oneWordDelta).isNull();
  }
}
