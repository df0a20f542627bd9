package org.petrify.checker;

/**
 * The set of enabled transitions of the current marking, maintained incrementally.
 *
 * <p>{@code unsatisfied[t]} counts the pre-arcs of {@code t} whose place holds fewer tokens than
 * the arc weight; {@code t} is enabled iff it is 0, and then bit {@code t & 63} of
 * {@code bits[t >>> 6]} is set. After a firing only the consumers of the changed places are
 * touched, and only when a count crosses an arc weight.
 *
 * <p>For random access to states ({@link StateSpace}) {@link #resetEnabled} computes the bits
 * and the count alone, from the marked places: every transition has an <em>anchor</em>, one of
 * its pre-places (the one with the fewest consumers), and only the transitions anchored at a
 * place holding enough tokens are tested ({@code anchored[anchorStart[p] .. anchorStart[p+1]-1]}
 * are those of place p, {@code unanchored} those without pre-arcs, always enabled). After it the
 * counts are stale until the next {@link #reset}; the incremental updates need them.
 */
final class Enabledness {
  private final FiringRules rules;
  final int[] unsatisfied;
  /**
   * Per transition, the exclusive or of the pre-places holding fewer tokens than the arc weight
   * (valid with the counts): when {@code unsatisfied[t] == 1} it is that one place, which the
   * stubborn sets take as t's scapegoat without scanning the pre-set. Exact because a
   * transition has at most one pre-arc per place (the pre-sets are strictly increasing, checked
   * in the constructor; otherwise {@link #missingKnown} is false).
   */
  final int[] missingXor;
  final boolean missingKnown;
  final long[] bits;
  int count;
  private final int[] anchorStart;
  private final int[] anchored;
  private final int[] anchorWeight;
  private final int[] unanchored;
  private boolean countsValid;

  Enabledness(FiringRules rules) {
    this.rules = rules;
    this.unsatisfied = new int[rules.transitions];
    this.missingXor = new int[rules.transitions];
    boolean increasing = true;
    for (int t = 0; t < rules.transitions; t++) {
      for (int i = rules.preStart[t] + 1; i < rules.preStart[t + 1]; i++) {
        increasing &= rules.prePlace[i - 1] < rules.prePlace[i];
      }
    }
    this.missingKnown = increasing;
    this.bits = new long[(rules.transitions + 63) >>> 6];
    int[] anchorOf = new int[rules.transitions];
    int[] weightOf = new int[rules.transitions];
    int[] perPlace = new int[rules.places + 1];
    int free = 0;
    for (int t = 0; t < rules.transitions; t++) {
      int best = -1;
      for (int i = rules.preStart[t]; i < rules.preStart[t + 1]; i++) {
        int p = rules.prePlace[i];
        int consumers = rules.consumerStart[p + 1] - rules.consumerStart[p];
        if (best < 0 || consumers < rules.consumerStart[rules.prePlace[best] + 1]
            - rules.consumerStart[rules.prePlace[best]]) {
          best = i;
        }
      }
      anchorOf[t] = best < 0 ? -1 : rules.prePlace[best];
      weightOf[t] = best < 0 ? 0 : rules.preWeight[best];
      if (best < 0) {
        free++;
      } else {
        perPlace[anchorOf[t] + 1]++;
      }
    }
    for (int p = 0; p < rules.places; p++) {
      perPlace[p + 1] += perPlace[p];
    }
    this.anchorStart = perPlace.clone();
    this.anchored = new int[perPlace[rules.places]];
    this.anchorWeight = new int[anchored.length];
    this.unanchored = new int[free];
    int[] fill = perPlace;
    free = 0;
    for (int t = 0; t < rules.transitions; t++) {
      if (anchorOf[t] < 0) {
        unanchored[free++] = t;
      } else {
        int k = fill[anchorOf[t]]++;
        anchored[k] = t;
        anchorWeight[k] = weightOf[t];
      }
    }
  }

  long bytes() {
    return 8L * unsatisfied.length + 8L * bits.length
        + 4L * (anchorStart.length + 2L * anchored.length + unanchored.length);
  }

  /**
   * Computes the enabled bits and count for {@code marking}, testing only the transitions whose
   * anchor place is marked; the counts of {@link #unsatisfied} are stale afterwards (see the
   * class comment).
   */
  void resetEnabled(int[] marking) {
    java.util.Arrays.fill(bits, 0L);
    countsValid = false;
    int n = 0;
    for (int t : unanchored) {
      bits[t >>> 6] |= 1L << t;
      n++;
    }
    int[] preStart = rules.preStart;
    int[] prePlace = rules.prePlace;
    int[] preWeight = rules.preWeight;
    for (int p = 0; p < marking.length; p++) {
      int tokens = marking[p];
      if (tokens == 0) {
        continue;
      }
      for (int k = anchorStart[p], end = anchorStart[p + 1]; k < end; k++) {
        if (tokens < anchorWeight[k]) {
          continue;
        }
        int t = anchored[k];
        boolean on = true;
        for (int i = preStart[t], e = preStart[t + 1]; i < e; i++) {
          if (marking[prePlace[i]] < preWeight[i]) {
            on = false;
            break;
          }
        }
        if (on) {
          bits[t >>> 6] |= 1L << t;
          n++;
        }
      }
    }
    count = n;
  }

  /** Recomputes everything for {@code marking}. */
  void reset(int[] marking) {
    java.util.Arrays.fill(bits, 0L);
    count = 0;
    countsValid = true;
    int[] preStart = rules.preStart;
    int[] prePlace = rules.prePlace;
    int[] preWeight = rules.preWeight;
    for (int t = 0; t < unsatisfied.length; t++) {
      int u = 0;
      int x = 0;
      for (int i = preStart[t], end = preStart[t + 1]; i < end; i++) {
        if (marking[prePlace[i]] < preWeight[i]) {
          u++;
          x ^= prePlace[i];
        }
      }
      unsatisfied[t] = u;
      missingXor[t] = x;
      if (u == 0) {
        bits[t >>> 6] |= 1L << t;
        count++;
      }
    }
  }

  /** True if {@link #unsatisfied} and {@link #missingXor} are up to date (not after {@link #resetEnabled}). */
  boolean countsValid() {
    return countsValid;
  }

  boolean isEnabled(int t) {
    return (bits[t >>> 6] & (1L << t)) != 0;
  }

  /** Updates after {@code t} fired; {@code marking} is the marking after the firing. */
  void afterFire(int t, int[] marking) {
    assert countsValid : "afterFire needs reset, not resetEnabled";
    int[] deltaPlace = rules.deltaPlace;
    int[] deltaValue = rules.deltaValue;
    for (int k = rules.deltaStart[t], end = rules.deltaStart[t + 1]; k < end; k++) {
      int p = deltaPlace[k];
      int now = marking[p];
      changed(p, now - deltaValue[k], now);
    }
  }

  /** Updates after {@code t} was unfired; {@code marking} is the restored marking. */
  void afterUnfire(int t, int[] marking) {
    assert countsValid : "afterUnfire needs reset, not resetEnabled";
    int[] deltaPlace = rules.deltaPlace;
    int[] deltaValue = rules.deltaValue;
    for (int k = rules.deltaStart[t], end = rules.deltaStart[t + 1]; k < end; k++) {
      int p = deltaPlace[k];
      int now = marking[p];
      changed(p, now + deltaValue[k], now);
    }
  }

  private void changed(int p, int before, int after) {
    int[] consumerTransition = rules.consumerTransition;
    int[] consumerWeight = rules.consumerWeight;
    for (int i = rules.consumerStart[p], end = rules.consumerStart[p + 1]; i < end; i++) {
      int w = consumerWeight[i];
      boolean was = before >= w;
      boolean is = after >= w;
      if (was != is) {
        int u = consumerTransition[i];
        missingXor[u] ^= p;
        if (is) {
          if (--unsatisfied[u] == 0) {
            bits[u >>> 6] |= 1L << u;
            count++;
          }
        } else {
          if (unsatisfied[u]++ == 0) {
            bits[u >>> 6] &= ~(1L << u);
            count--;
          }
        }
      }
    }
  }

  /** The smallest enabled transition {@code >= from}, or -1. */
  int next(int from) {
    int w = from >>> 6;
    if (w >= bits.length) {
      return -1;
    }
    long word = bits[w] & (-1L << from);
    while (true) {
      if (word != 0) {
        return (w << 6) + Long.numberOfTrailingZeros(word);
      }
      if (++w == bits.length) {
        return -1;
      }
      word = bits[w];
    }
  }
}
