package org.petrify.checker;

import org.petrify.net.PetriNet;

/**
 * The net compiled for the hot loop against one {@link MarkingCodec}: flat CSR arrays only.
 *
 * <p>Per transition {@code t}, index ranges {@code xStart[t] .. xStart[t+1]-1} of:
 * <ul>
 *   <li>{@code prePlace/preWeight}: the pre-set (as in the net);
 *   <li>{@code deltaPlace/deltaValue}: the places whose count {@code t} changes, with the change
 *       {@code post - pre} (never 0);
 *   <li>{@code wordIndex/wordDelta}: the packed words {@code t} changes, with the constant to add
 *       (two's complement; exact as long as no field leaves its range, see MarkingCodec);
 *   <li>{@code checkPlace}: places {@code t} increases whose width is not proven; they are
 *       checked for overflow after each firing.
 * </ul>
 * When the codec packs a marking into one word and no transition needs an overflow check,
 * {@code oneWordDelta[t]} is the constant that firing {@code t} adds to that word (the sum of
 * its word deltas; otherwise the array is null).
 * Per place {@code p}, ranges {@code xStart[p] .. xStart[p+1]-1} of:
 * <ul>
 *   <li>{@code consumerTransition/consumerWeight}: the transitions with p in the pre-set and
 *       the arc weight;
 *   <li>{@code increaser}: transitions with {@code post - pre > 0} on p;
 *   <li>{@code decreaser}: transitions with {@code post - pre < 0} on p.
 * </ul>
 */
final class FiringRules {
  final PetriNet net;
  final MarkingCodec codec;
  final int places;
  final int transitions;

  final int[] preStart;
  final int[] prePlace;
  final int[] preWeight;
  final int[] deltaStart;
  final int[] deltaPlace;
  final int[] deltaValue;
  final int[] wordStart;
  final int[] wordIndex;
  final long[] wordDelta;
  final int[] checkStart;
  final int[] checkPlace;
  /** Per transition the change of the one packed word, or null (see the class comment). */
  final long[] oneWordDelta;

  final int[] consumerStart;
  final int[] consumerTransition;
  final int[] consumerWeight;
  final int[] increaserStart;
  final int[] increaser;
  final int[] decreaserStart;
  final int[] decreaser;
  /** {@link #markedTogether()}, computed once per net and shared by every codec's rules. */
  private final MarkedTogether[] together;
  private final boolean[] togetherDone;

  FiringRules(PetriNet net, MarkingCodec codec) {
    this.net = net;
    this.codec = codec;
    this.places = net.placeCount();
    this.transitions = net.transitionCount();
    int tc = transitions;
    preStart = new int[tc + 1];
    int preCount = net.preStart(tc);
    prePlace = new int[preCount];
    preWeight = new int[preCount];
    for (int t = 0; t <= tc; t++) {
      preStart[t] = net.preStart(t);
    }
    for (int i = 0; i < preCount; i++) {
      prePlace[i] = net.prePlace(i);
      preWeight[i] = net.preWeight(i);
    }
    // Deltas: merge the sorted pre- and post-sets of each transition.
    int[] dStart = new int[tc + 1];
    int[] dPlace = new int[preCount + net.postStart(tc)];
    int[] dValue = new int[dPlace.length];
    int n = 0;
    for (int t = 0; t < tc; t++) {
      dStart[t] = n;
      int i = net.preStart(t);
      int iEnd = net.preStart(t + 1);
      int j = net.postStart(t);
      int jEnd = net.postStart(t + 1);
      while (i < iEnd || j < jEnd) {
        int pi = i < iEnd ? net.prePlace(i) : Integer.MAX_VALUE;
        int pj = j < jEnd ? net.postPlace(j) : Integer.MAX_VALUE;
        int place;
        long delta;
        if (pi == pj) {
          place = pi;
          delta = (long) net.postWeight(j++) - net.preWeight(i++);
        } else if (pi < pj) {
          place = pi;
          delta = -net.preWeight(i++);
        } else {
          place = pj;
          delta = net.postWeight(j++);
        }
        if (delta != 0) {
          dPlace[n] = place;
          dValue[n] = Math.toIntExact(delta);
          n++;
        }
      }
    }
    dStart[tc] = n;
    deltaStart = dStart;
    deltaPlace = java.util.Arrays.copyOf(dPlace, n);
    deltaValue = java.util.Arrays.copyOf(dValue, n);

    WordDeltas w = WordDeltas.of(deltaStart, deltaPlace, deltaValue, codec);
    wordStart = w.start;
    wordIndex = w.index;
    wordDelta = w.delta;
    checkStart = w.checkStart;
    checkPlace = w.checkPlace;
    oneWordDelta = w.oneWordDelta;

    // Per place: consumers with weights, increasers, decreasers.
    consumerStart = new int[places + 1];
    int consumers = net.consumerStart(places);
    consumerTransition = new int[consumers];
    consumerWeight = new int[consumers];
    for (int p = 0; p <= places; p++) {
      consumerStart[p] = net.consumerStart(p);
    }
    for (int p = 0; p < places; p++) {
      for (int i = consumerStart[p]; i < consumerStart[p + 1]; i++) {
        int t = net.consumer(i);
        consumerTransition[i] = t;
        consumerWeight[i] = net.consumes(t, p);
      }
    }
    int[] incCount = new int[places + 1];
    int[] decCount = new int[places + 1];
    for (int k = 0; k < n; k++) {
      if (deltaValue[k] > 0) {
        incCount[deltaPlace[k] + 1]++;
      } else {
        decCount[deltaPlace[k] + 1]++;
      }
    }
    for (int p = 0; p < places; p++) {
      incCount[p + 1] += incCount[p];
      decCount[p + 1] += decCount[p];
    }
    increaserStart = incCount.clone();
    decreaserStart = decCount.clone();
    increaser = new int[incCount[places]];
    decreaser = new int[decCount[places]];
    together = new MarkedTogether[1];
    togetherDone = new boolean[1];
    for (int t = 0; t < tc; t++) {
      for (int k = deltaStart[t]; k < deltaStart[t + 1]; k++) {
        int p = deltaPlace[k];
        if (deltaValue[k] > 0) {
          increaser[incCount[p]++] = t;
        } else {
          decreaser[decCount[p]++] = t;
        }
      }
    }
  }

  /**
   * Which places may be marked together in the net's reachable markings ({@link MarkedTogether}),
   * or null when the net is too large for it; computed on first use, once per net (the workers of
   * a parallel search and the rules of a widened codec share it).
   */
  MarkedTogether markedTogether() {
    synchronized (togetherDone) {
      if (!togetherDone[0]) {
        together[0] = MarkedTogether.of(this);
        togetherDone[0] = true;
      }
      return together[0];
    }
  }

  /** The same net compiled for another codec: shares every array but the word deltas. */
  private FiringRules(FiringRules same, MarkingCodec codec) {
    this.net = same.net;
    this.codec = codec;
    this.places = same.places;
    this.transitions = same.transitions;
    this.preStart = same.preStart;
    this.prePlace = same.prePlace;
    this.preWeight = same.preWeight;
    this.deltaStart = same.deltaStart;
    this.deltaPlace = same.deltaPlace;
    this.deltaValue = same.deltaValue;
    WordDeltas w = WordDeltas.of(deltaStart, deltaPlace, deltaValue, codec);
    this.wordStart = w.start;
    this.wordIndex = w.index;
    this.wordDelta = w.delta;
    this.checkStart = w.checkStart;
    this.checkPlace = w.checkPlace;
    this.oneWordDelta = w.oneWordDelta;
    this.consumerStart = same.consumerStart;
    this.consumerTransition = same.consumerTransition;
    this.consumerWeight = same.consumerWeight;
    this.increaserStart = same.increaserStart;
    this.increaser = same.increaser;
    this.decreaserStart = same.decreaserStart;
    this.decreaser = same.decreaser;
    this.together = same.together;
    this.togetherDone = same.togetherDone;
  }

  /**
   * These rules for another codec of the same net (after a field was widened): only the word
   * deltas and overflow checks are computed again, the net's structure is shared.
   */
  FiringRules withCodec(MarkingCodec other) {
    return other == codec ? this : new FiringRules(this, other);
  }

  /** The codec-dependent part: per transition the word deltas and the places to check. */
  private static final class WordDeltas {
    int[] start;
    int[] index;
    long[] delta;
    int[] checkStart;
    int[] checkPlace;
    long[] oneWordDelta;

    static WordDeltas of(int[] deltaStart, int[] deltaPlace, int[] deltaValue,
        MarkingCodec codec) {
      int tc = deltaStart.length - 1;
      int n = deltaPlace.length;
      int words = codec.words();
      long[] perWord = new long[words];
      boolean[] touched = new boolean[words];
      int[] wStart = new int[tc + 1];
      int[] wIndex = new int[n];
      long[] wDelta = new long[n];
      int[] cStart = new int[tc + 1];
      int[] cPlace = new int[n];
      int wn = 0;
      int cn = 0;
      for (int t = 0; t < tc; t++) {
        wStart[t] = wn;
        cStart[t] = cn;
        for (int k = deltaStart[t]; k < deltaStart[t + 1]; k++) {
          int p = deltaPlace[k];
          if (codec.width(p) > 0) {
            int w = codec.word(p);
            perWord[w] += ((long) deltaValue[k] * codec.code(p)) << codec.shift(p);
            touched[w] = true;
          }
          if (deltaValue[k] > 0 && codec.checked(p)) {
            cPlace[cn++] = p;
          }
        }
        for (int w = 0; w < words; w++) {
          if (touched[w]) {
            if (perWord[w] != 0) {
              wIndex[wn] = w;
              wDelta[wn] = perWord[w];
              wn++;
            }
            touched[w] = false;
            perWord[w] = 0;
          }
        }
      }
      wStart[tc] = wn;
      cStart[tc] = cn;
      WordDeltas result = new WordDeltas();
      result.start = wStart;
      result.index = java.util.Arrays.copyOf(wIndex, wn);
      result.delta = java.util.Arrays.copyOf(wDelta, wn);
      result.checkStart = cStart;
      result.checkPlace = java.util.Arrays.copyOf(cPlace, cn);
      if (words == 1 && cn == 0) {
        result.oneWordDelta = new long[tc];
        for (int t = 0; t < tc; t++) {
          for (int k = wStart[t]; k < wStart[t + 1]; k++) {
            result.oneWordDelta[t] += wDelta[k];
          }
        }
      }
      return result;
    }
  }

  /** Bytes held by the compiled arrays (for the budget). */
  long bytes() {
    return 4L * (preStart.length + prePlace.length + preWeight.length + deltaStart.length
        + deltaPlace.length + deltaValue.length + wordStart.length + wordIndex.length
        + checkStart.length + checkPlace.length + consumerStart.length
        + consumerTransition.length + consumerWeight.length + increaserStart.length
        + increaser.length + decreaserStart.length + decreaser.length) + 8L * wordDelta.length
        + (oneWordDelta == null ? 0 : 8L * oneWordDelta.length);
  }

  boolean isEnabled(int t, int[] marking) {
    for (int i = preStart[t], end = preStart[t + 1]; i < end; i++) {
      if (marking[prePlace[i]] < preWeight[i]) {
        return false;
      }
    }
    return true;
  }

  /** Fires {@code t} on both the int marking and its packed form (words at {@code offset}). */
  void fire(int t, int[] marking, long[] packed, int offset) {
    for (int k = deltaStart[t], end = deltaStart[t + 1]; k < end; k++) {
      marking[deltaPlace[k]] += deltaValue[k];
    }
    for (int k = wordStart[t], end = wordStart[t + 1]; k < end; k++) {
      packed[offset + wordIndex[k]] += wordDelta[k];
    }
  }

  /** Fires {@code t} on the packed words only. */
  void fireWords(int t, long[] packed) {
    for (int k = wordStart[t], end = wordStart[t + 1]; k < end; k++) {
      packed[wordIndex[k]] += wordDelta[k];
    }
  }

  /** Undoes {@link #fireWords}. */
  void unfireWords(int t, long[] packed) {
    for (int k = wordStart[t], end = wordStart[t + 1]; k < end; k++) {
      packed[wordIndex[k]] -= wordDelta[k];
    }
  }

  /** Fires {@code t} on the int marking only. */
  void fireTokens(int t, int[] marking) {
    for (int k = deltaStart[t], end = deltaStart[t + 1]; k < end; k++) {
      marking[deltaPlace[k]] += deltaValue[k];
    }
  }

  /** Undoes {@link #fireTokens}. */
  void unfireTokens(int t, int[] marking) {
    for (int k = deltaStart[t], end = deltaStart[t + 1]; k < end; k++) {
      marking[deltaPlace[k]] -= deltaValue[k];
    }
  }

  /** True if firing {@code t} must be followed by an {@link #overflow} check. */
  boolean needsOverflowCheck(int t) {
    return checkStart[t + 1] > checkStart[t];
  }

  /** Undoes {@link #fire}. */
  void unfire(int t, int[] marking, long[] packed, int offset) {
    for (int k = deltaStart[t], end = deltaStart[t + 1]; k < end; k++) {
      marking[deltaPlace[k]] -= deltaValue[k];
    }
    for (int k = wordStart[t], end = wordStart[t + 1]; k < end; k++) {
      packed[offset + wordIndex[k]] -= wordDelta[k];
    }
  }

  /**
   * After firing {@code t}: the first place whose count left its field (or overflowed int), or
   * -1. Only places without a proven bound can overflow.
   */
  int overflow(int t, int[] marking) {
    for (int k = checkStart[t], end = checkStart[t + 1]; k < end; k++) {
      int p = checkPlace[k];
      int m = marking[p];
      if (m < 0 || m > codec.mask(p)) {
        return p;
      }
    }
    return -1;
  }

  /** The change of place p's count when t fires (0 if none). */
  int delta(int t, int p) {
    for (int k = deltaStart[t]; k < deltaStart[t + 1]; k++) {
      if (deltaPlace[k] == p) {
        return deltaValue[k];
      }
    }
    return 0;
  }
}
