package org.petrify.checker;

/**
 * The set of enabled transitions of the current marking, maintained incrementally.
 *
 * <p>{@code unsatisfied[t]} counts the pre-arcs of {@code t} whose place holds fewer tokens than
 * the arc weight; {@code t} is enabled iff it is 0, and then bit {@code t & 63} of
 * {@code bits[t >>> 6]} is set. After a firing only the consumers of the changed places are
 * touched, and only when a count crosses an arc weight.
 */
final class Enabledness {
  private final FiringRules rules;
  final int[] unsatisfied;
  final long[] bits;
  int count;

  Enabledness(FiringRules rules) {
    this.rules = rules;
    this.unsatisfied = new int[rules.transitions];
    this.bits = new long[(rules.transitions + 63) >>> 6];
  }

  long bytes() {
    return 4L * unsatisfied.length + 8L * bits.length;
  }

  /** Recomputes everything for {@code marking}. */
  void reset(int[] marking) {
    java.util.Arrays.fill(bits, 0L);
    count = 0;
    int[] preStart = rules.preStart;
    int[] prePlace = rules.prePlace;
    int[] preWeight = rules.preWeight;
    for (int t = 0; t < unsatisfied.length; t++) {
      int u = 0;
      for (int i = preStart[t], end = preStart[t + 1]; i < end; i++) {
        if (marking[prePlace[i]] < preWeight[i]) {
          u++;
        }
      }
      unsatisfied[t] = u;
      if (u == 0) {
        bits[t >>> 6] |= 1L << t;
        count++;
      }
    }
  }

  boolean isEnabled(int t) {
    return unsatisfied[t] == 0;
  }

  /** Updates after {@code t} fired; {@code marking} is the marking after the firing. */
  void afterFire(int t, int[] marking) {
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
