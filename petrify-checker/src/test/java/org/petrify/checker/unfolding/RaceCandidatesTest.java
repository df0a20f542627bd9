package org.petrify.checker.unfolding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/** Potential races read off the unfolding of labelled nets. */
class RaceCandidatesTest {

  /**
   * The net the second seed paper mines from its Tab. 1 trace of Program 1 (its Fig. 2): main
   * writes flag, forks A and B, joins both, reads x; A writes x, then writes flag under the
   * lock; B reads flag under the lock, then writes x. Though A took the lock first in the trace,
   * the net lets B take it first, so A's and B's writes of x can meet.
   */
  @Test
  void seedProgramOneHasTheRaceOnX() {
    Labelled net = programOne();
    Unfolding unfolding = Unfolder.unfold(net.net());
    RaceCandidates races = RaceCandidates.find(unfolding, net.labels());
    assertThat(races.complete()).isTrue();
    assertThat(races.candidates()).hasSize(1);
    RaceCandidate race = races.candidates().get(0);
    assertThat(List.of(net.net().transitionName(race.first()),
        net.net().transitionName(race.second()))).containsExactly("tA0", "tB3");
    assertThat(race.firstAccess().location()).isEqualTo("x");
    UnfoldingDifferentialTest.replay(net.net(), race.witness(), race.first(), race.second(),
        false);
    // B took the lock before A did: the witness's interleaving shows the order the trace lacks.
    List<String> sequence = race.witness().firingSequence().stream()
        .map(net.net()::transitionName).toList();
    assertThat(sequence).contains("tB0", "tB1", "tB2").doesNotContain("tA1");
  }

  /** On generated labelled nets the candidates are exactly the conflicting pairs enabled together. */
  @Test
  void candidatesEqualTheStateSpacePairs() {
    int[] compared = new int[2];
    qt().withExamples(300).forAll(integers().allPositive()).checkAssert(seed -> {
      Random random = new Random(seed);
      PetriNet net = ProgramLikeNets.generate(random);
      SafeStateSpace space = SafeStateSpace.explore(net, 20_000);
      if (!space.safe || !space.complete) {
        return;
      }
      AccessLabel[] labels = new AccessLabel[net.transitionCount()];
      for (int t = 0; t < labels.length; t++) {
        if (random.nextInt(3) > 0) {
          labels[t] = new AccessLabel("v" + random.nextInt(2), random.nextBoolean(),
              "T" + random.nextInt(3));
        }
      }
      RaceCandidates races = RaceCandidates.find(Unfolder.unfold(net), labels);
      Set<List<Integer>> expected = new HashSet<>();
      for (int t = 0; t < labels.length; t++) {
        for (int u = t + 1; u < labels.length; u++) {
          if (labels[t] != null && labels[u] != null && labels[t].conflictsWith(labels[u])
              && space.together[t][u]) {
            expected.add(List.of(t, u));
          }
        }
      }
      Set<List<Integer>> actual = new HashSet<>();
      for (RaceCandidate r : races.candidates()) {
        actual.add(List.of(r.first(), r.second()));
        UnfoldingDifferentialTest.replay(net, r.witness(), r.first(), r.second(), false);
      }
      assertThat(actual).as("seed %d", seed).isEqualTo(expected);
      compared[0]++;
      compared[1] += expected.size();
    });
    System.out.printf("race candidates vs state space: %d nets, %d racing pairs%n", compared[0],
        compared[1]);
    assertThat(compared[1]).isGreaterThan(50);
  }

  record Labelled(PetriNet net, AccessLabel[] labels) {}

  static Labelled programOne() {
    PetriNetBuilder b = new PetriNetBuilder("program1");
    List<AccessLabel> labels = new ArrayList<>();
    int lock = b.addPlace("p_lock", 1);
    int[] main = places(b, "p", 7, true);
    int[] a = places(b, "pA", 5, false);
    int[] bb = places(b, "pB", 5, false);
    step(b, labels, "t0", main[0], main[1], new AccessLabel("flag", true, "main"));
    int t1 = step(b, labels, "t1", main[1], main[2], null);
    b.produce(t1, a[0], 1);
    int t2 = step(b, labels, "t2", main[2], main[3], null);
    b.produce(t2, bb[0], 1);
    int t3 = step(b, labels, "t3", main[3], main[4], null);
    b.consume(t3, a[4], 1);
    int t4 = step(b, labels, "t4", main[4], main[5], null);
    b.consume(t4, bb[4], 1);
    step(b, labels, "t5", main[5], main[6], new AccessLabel("x", false, "main"));
    step(b, labels, "tA0", a[0], a[1], new AccessLabel("x", true, "A"));
    b.consume(step(b, labels, "tA1", a[1], a[2], null), lock, 1);
    step(b, labels, "tA2", a[2], a[3], new AccessLabel("flag", true, "A"));
    b.produce(step(b, labels, "tA3", a[3], a[4], null), lock, 1);
    b.consume(step(b, labels, "tB0", bb[0], bb[1], null), lock, 1);
    step(b, labels, "tB1", bb[1], bb[2], new AccessLabel("flag", false, "B"));
    b.produce(step(b, labels, "tB2", bb[2], bb[3], null), lock, 1);
    step(b, labels, "tB3", bb[3], bb[4], new AccessLabel("x", true, "B"));
    return new Labelled(b.build(), labels.toArray(AccessLabel[]::new));
  }

  private static int[] places(PetriNetBuilder b, String prefix, int n, boolean marked) {
    int[] p = new int[n];
    for (int i = 0; i < n; i++) {
      p[i] = b.addPlace(prefix + i, marked && i == 0 ? 1 : 0);
    }
    return p;
  }

  private static int step(PetriNetBuilder b, List<AccessLabel> labels, String name, int from,
      int to, AccessLabel label) {
    int t = b.addTransition(name);
    b.consume(t, from, 1);
    b.produce(t, to, 1);
    labels.add(label);
    return t;
  }
}
