package org.petrify.checker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.petrify.net.PetriNet;
import org.petrify.net.gen.Philosophers;
import org.petrify.net.testing.Mcc;

/**
 * The deadlock-preserving stubborn sets of {@link StubbornSet} are, member for member and in
 * the same order, those of {@link ReferenceStubbornSet} (the closure as it was before its
 * cost was cut: a plain Tarjan search with on-stack and rejection flags, and a scan of the
 * pre-set for the scapegoat), at every marking of a depth-first exploration of every enabled
 * transition, seeded with the transition fired last; with the enabledness maintained
 * incrementally along the path (whose per-transition counts and missing place the test also
 * checks against a fresh computation), and with enabled bits alone (random access, stale
 * counts). Equal sets at every state mean equal state counts in every search. The searches
 * that stop early ({@link StubbornSet#earlyStops}) must also count, for the give-up rule's
 * sample, the visits of the whole search: the sampled visits are the reference's.
 */
class StubbornSetReferenceTest {
  private static final int STATES = 3_000;
  private static final int TOKEN_CAP = 40;

  private record Key(int[] m) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(m, k.m);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(m);
    }
  }

  /** Early stops of the sets compared so far. */
  private long earlyStops;

  /** Explores up to {@code limit} markings; returns the number of sets compared. */
  private int compare(PetriNet net, int limit) {
    FiringRules rules = new FiringRules(net, MarkingCodec.forNet(net, null));
    StubbornSet fast = new StubbornSet(rules);
    ReferenceStubbornSet reference = new ReferenceStubbornSet(rules);
    StubbornSet fastStale = new StubbornSet(rules);
    ReferenceStubbornSet referenceStale = new ReferenceStubbornSet(rules);
    Enabledness incremental = new Enabledness(rules);
    Enabledness fresh = new Enabledness(rules);
    Enabledness stale = new Enabledness(rules);
    int[] marking = net.initialMarking().clone();
    incremental.reset(marking);
    Set<Key> seen = new HashSet<>();
    seen.add(new Key(marking.clone()));
    // Frames: the transitions still to fire from the state at that depth; fired: the path.
    ArrayDeque<int[]> toFire = new ArrayDeque<>();
    ArrayDeque<int[]> cursor = new ArrayDeque<>();
    ArrayDeque<Integer> path = new ArrayDeque<>();
    int compared = 0;
    compared += check(net, rules, marking, -1, incremental, fresh, stale, fast, reference,
        fastStale, referenceStale);
    toFire.push(enabledList(incremental));
    cursor.push(new int[1]);
    while (!toFire.isEmpty()) {
      int[] list = toFire.peek();
      int[] at = cursor.peek();
      if (at[0] == list.length || seen.size() >= limit) {
        toFire.pop();
        cursor.pop();
        if (!path.isEmpty()) {
          int t = path.pop();
          rules.unfireTokens(t, marking);
          incremental.afterUnfire(t, marking);
        }
        continue;
      }
      int t = list[at[0]++];
      rules.fireTokens(t, marking);
      boolean capped = false;
      for (int x : marking) {
        capped |= x > TOKEN_CAP;
      }
      if (capped || !seen.add(new Key(marking.clone()))) {
        rules.unfireTokens(t, marking);
        continue;
      }
      incremental.afterFire(t, marking);
      path.push(t);
      compared += check(net, rules, marking, t, incremental, fresh, stale, fast, reference,
          fastStale, referenceStale);
      toFire.push(enabledList(incremental));
      cursor.push(new int[1]);
    }
    assertThat(fast.sampledVisits()).as("sampled visits, %s", net.name())
        .isEqualTo(reference.sampledVisits());
    assertThat(fastStale.sampledVisits()).as("sampled visits, stale counts, %s", net.name())
        .isEqualTo(referenceStale.sampledVisits());
    earlyStops += fast.earlyStops + fastStale.earlyStops;
    return compared;
  }

  private static int[] enabledList(Enabledness e) {
    int[] list = new int[e.count];
    int n = 0;
    for (int t = e.next(0); t >= 0; t = e.next(t + 1)) {
      list[n++] = t;
    }
    return list;
  }

  private static int check(PetriNet net, FiringRules rules, int[] marking, int lastFired,
      Enabledness incremental, Enabledness fresh, Enabledness stale, StubbornSet fast,
      ReferenceStubbornSet reference, StubbornSet fastStale,
      ReferenceStubbornSet referenceStale) {
    fresh.reset(marking);
    assertThat(incremental.bits).isEqualTo(fresh.bits);
    assertThat(incremental.unsatisfied).isEqualTo(fresh.unsatisfied);
    assertThat(incremental.missingXor).isEqualTo(fresh.missingXor);
    if (incremental.count == 0) {
      return 0;
    }
    reference.deadlock(marking, incremental, lastFired);
    int[] expected = Arrays.copyOf(reference.enabledMembers(), reference.enabledCount());
    fast.deadlock(marking, incremental, lastFired);
    int[] actual = Arrays.copyOf(fast.enabledMembers(), fast.enabledCount());
    assertThat(actual).as("%s at %s after %d", net.name(), Arrays.toString(marking), lastFired)
        .isEqualTo(expected);
    stale.resetEnabled(marking);
    referenceStale.deadlock(marking, stale, lastFired);
    expected = Arrays.copyOf(referenceStale.enabledMembers(), referenceStale.enabledCount());
    fastStale.deadlock(marking, stale, lastFired);
    actual = Arrays.copyOf(fastStale.enabledMembers(), fastStale.enabledCount());
    assertThat(actual).as("stale counts, %s at %s", net.name(), Arrays.toString(marking))
        .isEqualTo(expected);
    return 1;
  }

  @Test
  void randomNetsGetTheReferenceSets() {
    Random random = new Random(21);
    int compared = 0;
    for (int i = 0; i < 400; i++) {
      boolean safe = i % 2 == 0;
      PetriNet net = TestNets.random(random, 3 + random.nextInt(12), 2 + random.nextInt(16), safe);
      compared += compare(net, STATES);
    }
    assertThat(compared).isGreaterThan(10_000);
    assertThat(earlyStops).isGreaterThan(1_000);
  }

  @Test
  void philosophersGetTheReferenceSets() {
    int compared = 0;
    for (int n : List.of(5, 10, 20)) {
      compared += compare(Philosophers.asymmetric(n), 5_000);
      compared += compare(Philosophers.symmetric(n), 5_000);
    }
    assertThat(compared).isGreaterThan(10_000);
  }

  @Test
  void contestNetsGetTheReferenceSets() {
    Assumptions.assumeTrue(!Mcc.instances().isEmpty(), "shared MCC data absent");
    int compared = 0;
    for (String instance : Mcc.instances()) {
      PetriNet net = Mcc.net(instance);
      if (net.transitionCount() > 3_000) {
        continue;
      }
      compared += compare(net, 2_000);
    }
    assertThat(compared).isGreaterThan(50_000);
    assertThat(earlyStops).isGreaterThan(1_000);
  }
}
