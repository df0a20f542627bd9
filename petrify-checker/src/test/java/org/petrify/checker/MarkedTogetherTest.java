package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.petrify.checker.session.ModelChecker;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;
import org.petrify.net.formula.Formula;
import org.petrify.net.gen.RandomNets;

/**
 * {@link MarkedTogether} holds every pair of places marked together in a reachable marking
 * (checked against the full state space of generated nets), and it is precise enough on the
 * fork/join shape to leave a writer that runs after a join out of the needs of a reader in the
 * joined thread ({@link StubbornSet}).
 */
class MarkedTogetherTest {

  @Test
  void holdsEveryPairOfEveryReachableMarking() {
    int[] compared = new int[1];
    qt().withExamples(300).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = seed % 2 == 0 ? RandomNets.safe(random) : RandomNets.bounded(random, 3);
      ReferenceExplorer full = ReferenceExplorer.explore(net, 20_000);
      if (!full.complete) {
        return;
      }
      FiringRules rules = new FiringRules(net, MarkingCodec.forNet(net, null));
      MarkedTogether c = MarkedTogether.of(rules);
      assertThat(c).isNotNull();
      for (int[] m : full.states) {
        for (int p = 0; p < m.length; p++) {
          for (int q = 0; q < m.length; q++) {
            boolean marked = p == q ? m[p] >= 2 : m[p] >= 1 && m[q] >= 1;
            if (marked) {
              assertThat(c.together(p, q)).as("seed %d: %d, %d in %s", seed, p, q,
                  Arrays.toString(m)).isTrue();
            }
          }
        }
        for (int t = 0; t < net.transitionCount(); t++) {
          if (net.isEnabled(t, m)) {
            assertThat(c.mayFire(t)).as("seed %d: transition %d", seed, t).isTrue();
          }
        }
      }
      compared[0]++;
    });
    assertThat(compared[0]).isGreaterThan(100);
  }

  /**
   * {@code main} forks {@code a} and {@code b}, joins {@code b}, then {@code a}, then writes
   * {@code x} (moves its token from {@code x0} to {@code x1}). Thread {@code a} reads
   * {@code x0} once; {@code b} reads it in each of its {@code steps} steps. The writer's
   * program point is never marked together with {@code a}'s or {@code b}'s, so no read needs
   * it: each read's stubborn set is itself, and the threads are not interleaved. Without the
   * rule the read of {@code a} needs the write, whose program point needs the join of
   * {@code b} (the first pre-place of {@code joinA} that is short), whose {@code b.done} needs
   * {@code b}'s steps back to the enabled one.
   */
  static PetriNet readerBeforeJoinedWriter(int steps) {
    PetriNetBuilder n = new PetriNetBuilder("reader-before-joined-writer");
    n.addPlace("m0", 1);
    n.addPlace("m1", 0);
    n.addPlace("m2", 0);
    n.addPlace("m3", 0);
    n.addPlace("m4", 0);
    n.addPlace("x0", 1);
    n.addPlace("x1", 0);
    n.addPlace("a0", 0);
    n.addPlace("a1", 0);
    n.addPlace("a.done", 0);
    n.addPlace("b.done", 0);
    for (int i = 0; i <= steps; i++) {
      n.addPlace("b" + i, 0);
    }
    n.addTransition("fork");
    n.consume("fork", "m0", 1).produce("fork", "m1", 1).produce("fork", "a0", 1)
        .produce("fork", "b0", 1);
    n.addTransition("joinB");
    n.consume("joinB", "m1", 1).consume("joinB", "b.done", 1).produce("joinB", "m2", 1);
    n.addTransition("joinA");
    n.consume("joinA", "m2", 1).consume("joinA", "a.done", 1).produce("joinA", "m3", 1);
    n.addTransition("write");
    n.consume("write", "m3", 1).consume("write", "x0", 1).produce("write", "m4", 1)
        .produce("write", "x1", 1);
    n.addTransition("read");
    n.consume("read", "a0", 1).consume("read", "x0", 1).produce("read", "a1", 1)
        .produce("read", "x0", 1);
    n.addTransition("aEnd");
    n.consume("aEnd", "a1", 1).produce("aEnd", "a.done", 1);
    for (int i = 0; i < steps; i++) {
      n.addTransition("b" + i + "step");
      n.consume("b" + i + "step", "b" + i, 1).produce("b" + i + "step", "b" + (i + 1), 1)
          .consume("b" + i + "step", "x0", 1).produce("b" + i + "step", "x0", 1);
    }
    n.addTransition("bEnd");
    n.consume("bEnd", "b" + steps, 1).produce("bEnd", "b.done", 1);
    return n.build();
  }

  @Test
  void forkJoinOrderIsSeen() {
    PetriNet net = readerBeforeJoinedWriter(3);
    FiringRules rules = new FiringRules(net, MarkingCodec.forNet(net, null));
    MarkedTogether c = MarkedTogether.of(rules);
    int m3 = net.placeId("m3");
    assertThat(c.together(m3, net.placeId("a0"))).isFalse();
    assertThat(c.together(m3, net.placeId("a1"))).isFalse();
    assertThat(c.together(m3, net.placeId("b0"))).isFalse();
    assertThat(c.together(net.placeId("m1"), net.placeId("a0"))).isTrue();
    assertThat(c.together(net.placeId("m2"), net.placeId("a0"))).isTrue();
    assertThat(c.together(net.placeId("m2"), net.placeId("b0"))).isFalse();
  }

  @Test
  void readNeedsNoWriterAfterTheJoin() {
    PetriNet net = readerBeforeJoinedWriter(3);
    FiringRules rules = new FiringRules(net, MarkingCodec.forNet(net, null));
    int[] m = net.initialMarking();
    net.fire(net.transitionId("fork"), m);
    Enabledness enabled = new Enabledness(rules);
    enabled.reset(m);
    assertThat(enabled.count).isEqualTo(2);
    StubbornSet set = new StubbornSet(rules);
    set.deadlock(m, enabled, net.transitionId("read"));
    assertThat(Arrays.copyOf(set.enabledMembers(), set.enabledCount()))
        .containsExactly(net.transitionId("read"));
  }

  /** The reduced search of the same net still finds its dead marking (main's end). */
  @Test
  void sameDeadlocksAsTheFullSearch() {
    PetriNet net = readerBeforeJoinedWriter(6);
    ReferenceExplorer full = ReferenceExplorer.explore(net, 100_000);
    CheckResult r = ModelChecker.of(net).options(CheckOptions.defaults()
        .withPartialOrderReduction(true).withStructuralReduction(false))
        .check(new Formula.EF(new Formula.Deadlock()));
    assertThat(r.verdict()).isEqualTo(Verdict.TRUE);
    assertThat(full.any(m -> ReferenceExplorer.isDeadlock(net, m))).isTrue();
    assertThat(r.statistics().states()).isLessThanOrEqualTo(full.states.size());
  }
}
