package org.petrify.checker;

/**
 * Computes stubborn sets of a marking; allocated once per search and reused for every state.
 *
 * <p>The closure enforces, for every transition {@code t} in the set:
 * <ul>
 *   <li>{@code t} enabled: for each pre-place {@code p} of {@code t}, if {@code t} lowers
 *       {@code p}, every consumer of {@code p} is in the set (so {@code t} cannot disable an
 *       outside transition); otherwise every transition that lowers {@code p} is in the set (so
 *       no outside transition can disable {@code t}). Hence {@code t} commutes with every
 *       sequence of outside transitions (condition D1).
 *   <li>{@code t} disabled: for one pre-place {@code p} with too few tokens (the scapegoat, the
 *       one adding the fewest new transitions), every transition that raises {@code p} is in the
 *       set, so no sequence of outside transitions enables {@code t}.
 * </ul>
 *
 * <p><b>Deadlocks</b> ({@link #deadlock}): seeded with one enabled transition; every enabled
 * member is a key transition (outside transitions never disable it), so the set satisfies D0,
 * D1, D2 and every reachable deadlock stays reachable (Valmari). No cycle proviso is needed for
 * deadlocks. An enabled transition that is {@code isolated} (its closure is itself, decided
 * once per net) is taken alone; otherwise we try several enabled seeds and keep the closure with
 * the fewest enabled members, aborting a trial as soon as it is no better than the best so far.
 *
 * <p><b>Reachability of a predicate φ</b> ({@link #reachability}), for {@code EF φ} and
 * {@code AG ¬φ}: seeded with an up-set of φ at a marking violating φ ({@link StatePredicate}:
 * every path to a φ marking fires some transition of it). Then if a φ marking is reachable by a
 * shortest path {@code w}, let {@code t} be the first transition of {@code w} in the set; by the
 * disabled-member rule {@code t} is enabled now, by D1 {@code t} can be moved to the front, and
 * the rest is a shorter path to the same φ marking. By induction on the length, every φ marking
 * reachable in the full graph is reachable in the reduced one. Because the induction is on the
 * distance to the target, there is no ignoring problem and no cycle proviso is required (this is
 * the "up-set" method of LoLA; visibility is subsumed by the up-set). If the set has no enabled
 * member, no φ marking is reachable from here and the state gets no successors.
 *
 * <p>The result of a call is the list of enabled members in {@link #enabledMembers()} (size
 * {@link #enabledCount()}), valid until the next call.
 */
final class StubbornSet {
  private static final int MAX_SEEDS = Integer.getInteger("petrify.seeds", 16);

  private final FiringRules rules;
  /** {@code stamp[t] == generation} means t is in the current trial set. */
  private final int[] stamp;
  private int generation;
  private final int[] members;
  private int memberCount;
  private int enabledInTrial;
  private final int[] result;
  private int resultCount;
  /** Per pre-arc: true if its transition lowers the place (post < pre). */
  private final boolean[] preLowers;
  /**
   * Per transition: the closure of {@code {t}} is {@code {t}} whenever t is enabled, because for
   * each pre-place t is its only consumer (if t lowers it) or no other transition lowers it
   * (e.g. a step of one thread between two program points of its own).
   */
  private final boolean[] isolated;
  private final StatePredicate.TransitionSink seedSink = this::addMember;
  private Enabledness enabled;
  private int[] marking;
  private int limit;
  /** During {@link #preferInvisible}: the visible transitions, and whether the trial has one enabled. */
  private boolean[] visible;
  private boolean visibleHit;

  StubbornSet(FiringRules rules) {
    this.rules = rules;
    int n = rules.transitions;
    this.stamp = new int[n];
    this.members = new int[n];
    this.result = new int[n];
    this.preLowers = new boolean[rules.prePlace.length];
    this.isolated = new boolean[n];
    for (int t = 0; t < n; t++) {
      boolean alone = true;
      for (int i = rules.preStart[t]; i < rules.preStart[t + 1]; i++) {
        int p = rules.prePlace[i];
        preLowers[i] = rules.delta(t, p) < 0;
        if (preLowers[i]) {
          for (int k = rules.consumerStart[p]; k < rules.consumerStart[p + 1]; k++) {
            alone &= rules.consumerTransition[k] == t;
          }
        } else {
          for (int k = rules.decreaserStart[p]; k < rules.decreaserStart[p + 1]; k++) {
            alone &= rules.decreaser[k] == t;
          }
        }
      }
      isolated[t] = alone;
    }
  }

  long bytes() {
    return 17L * stamp.length + preLowers.length;
  }

  int[] enabledMembers() {
    return result;
  }

  int enabledCount() {
    return resultCount;
  }

  /** A deadlock-preserving stubborn set of {@code marking}; enabledness must match it. */
  void deadlock(int[] marking, Enabledness enabledness) {
    this.enabled = enabledness;
    this.marking = marking;
    resultCount = 0;
    if (enabledness.count <= 1) {
      takeAllEnabled();
      return;
    }
    // An enabled isolated transition is a singleton set: take the first without any trial.
    for (int t = enabledness.next(0); t >= 0; t = enabledness.next(t + 1)) {
      if (isolated[t]) {
        result[0] = t;
        resultCount = 1;
        return;
      }
    }
    // The set of all enabled transitions is the fallback (a full expansion is always sound).
    if (bestSeededTrial(enabledness.count) == enabledness.count) {
      takeAllEnabled();
    }
  }

  /**
   * Tries up to {@link #MAX_SEEDS} enabled seeds (skipping {@link #visible} ones while that is
   * set) and keeps the closure with the fewest enabled members if it has fewer than
   * {@code best}; returns that count, or {@code best} if no trial beat it. A trial is abandoned
   * as soon as it holds as many enabled transitions as the best so far.
   */
  private int bestSeededTrial(int best) {
    int seeds = 0;
    for (int t = enabled.next(0); t >= 0 && seeds < MAX_SEEDS; t = enabled.next(t + 1)) {
      if (visible != null && visible[t]) {
        continue;
      }
      seeds++;
      limit = best;
      startTrial();
      addMember(t);
      if (close()) {
        best = enabledInTrial;
        keepTrial();
        if (best == 1) {
          break;
        }
      }
    }
    return best;
  }

  /**
   * A stubborn set of {@code marking} preserving the reachability of {@code goal}, which must be
   * false at {@code marking}.
   */
  void reachability(int[] marking, Enabledness enabledness, StatePredicate goal) {
    this.enabled = enabledness;
    this.marking = marking;
    resultCount = 0;
    if (enabledness.count <= 1) {
      takeAllEnabled();
      return;
    }
    limit = enabledness.count;
    startTrial();
    goal.addUpset(marking, rules, seedSink);
    if (close()) {
      keepTrial();
    } else {
      takeAllEnabled();
    }
  }

  /**
   * Replaces the current result (typically a {@link #reachability} set) by a smaller
   * deadlock-preserving set none of whose enabled members is {@code visible}, if one of the
   * trial seeds gives one; returns whether it did. Such a set satisfies D0, D1, D2 and the
   * visibility condition V (no enabled visible member).
   */
  boolean preferInvisible(int[] marking, Enabledness enabledness, boolean[] visible) {
    this.enabled = enabledness;
    this.marking = marking;
    int best = resultCount;
    if (best <= 1) {
      return false;
    }
    this.visible = visible;
    try {
      return bestSeededTrial(best) < best;
    } finally {
      this.visible = null;
    }
  }

  private void takeAllEnabled() {
    resultCount = 0;
    for (int t = enabled.next(0); t >= 0; t = enabled.next(t + 1)) {
      result[resultCount++] = t;
    }
  }

  private void startTrial() {
    if (++generation == Integer.MAX_VALUE) {
      java.util.Arrays.fill(stamp, 0);
      generation = 1;
    }
    memberCount = 0;
    enabledInTrial = 0;
    visibleHit = false;
  }

  private void keepTrial() {
    resultCount = 0;
    for (int i = 0; i < memberCount; i++) {
      int t = members[i];
      if (enabled.isEnabled(t)) {
        result[resultCount++] = t;
      }
    }
  }

  private void addMember(int t) {
    if (stamp[t] != generation) {
      stamp[t] = generation;
      members[memberCount++] = t;
      if (enabled.isEnabled(t)) {
        enabledInTrial++;
        if (visible != null && visible[t]) {
          visibleHit = true;
        }
      }
    }
  }

  /** Closes the trial set; false if it was aborted for having {@code >= limit} enabled members. */
  private boolean close() {
    int[] preStart = rules.preStart;
    int[] prePlace = rules.prePlace;
    int[] preWeight = rules.preWeight;
    int done = 0;
    while (done < memberCount) {
      if (enabledInTrial >= limit || visibleHit) {
        return false;
      }
      int t = members[done++];
      if (enabled.isEnabled(t)) {
        for (int i = preStart[t], end = preStart[t + 1]; i < end; i++) {
          int p = prePlace[i];
          if (preLowers[i]) {
            for (int k = rules.consumerStart[p], ke = rules.consumerStart[p + 1]; k < ke; k++) {
              addMember(rules.consumerTransition[k]);
            }
          } else {
            for (int k = rules.decreaserStart[p], ke = rules.decreaserStart[p + 1]; k < ke; k++) {
              addMember(rules.decreaser[k]);
            }
          }
        }
      } else {
        int scapegoat = -1;
        int fewestNew = Integer.MAX_VALUE;
        for (int i = preStart[t], end = preStart[t + 1]; i < end; i++) {
          int p = prePlace[i];
          if (marking[p] < preWeight[i]) {
            int fresh = 0;
            for (int k = rules.increaserStart[p], ke = rules.increaserStart[p + 1];
                k < ke && fresh < fewestNew; k++) {
              if (stamp[rules.increaser[k]] != generation) {
                fresh++;
              }
            }
            if (fresh < fewestNew) {
              fewestNew = fresh;
              scapegoat = p;
              if (fresh == 0) {
                break;
              }
            }
          }
        }
        for (int k = rules.increaserStart[scapegoat], ke = rules.increaserStart[scapegoat + 1];
            k < ke; k++) {
          addMember(rules.increaser[k]);
        }
      }
    }
    return enabledInTrial < limit && !visibleHit;
  }
}
