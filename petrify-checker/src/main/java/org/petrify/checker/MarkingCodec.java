package org.petrify.checker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.structure.StructuralBounds;
import org.petrify.net.structure.StructuralBounds.Semiflow;
import org.petrify.net.structure.StructuralBudget;

/**
 * Packs a marking into {@code long} words, each stored place into as few bits as its bound
 * needs, and leaves out places whose count follows from the others by a place invariant.
 *
 * <p>Layout: a <em>stored</em> place {@code p} owns the bits {@code shift(p) .. shift(p)+width(p)-1}
 * of word {@code word(p)}; its token count is {@code (words[word(p)] >>> shift(p)) & mask(p)}. A
 * field never straddles two words. Fields are assigned first-fit by decreasing width, so the
 * number of words is small; unused high bits are zero. A place with width 0 occupies no bits:
 * either its proven bound is 0 (its count is always 0), or it is <em>implied</em>: a checked
 * semiflow {@code y} with {@code y(p) > 0} gives {@code m(p) = (y·m0 - sum_{q != p} y(q) m(q)) / y(p)}
 * in every reachable marking, where every such {@code q} is stored. The encoding is injective on
 * reachable markings whose counts fit their fields, so equal words mean equal markings.
 *
 * <p><b>One-hot groups.</b> A checked semiflow with every weight 1 and {@code y·m0 = 1} over
 * {@code k >= }{@value #MIN_GROUP} places holds exactly one token among its places in every
 * reachable marking. Such a <em>group</em> (groups are disjoint, none of their places is implied)
 * is stored as one field of {@code bitsFor(k-1)} bits holding the index {@code code(p)} (0 ..
 * k-1) of its marked place, instead of a bit per place: the field's value is
 * {@code sum_{p in group} code(p)·m(p)}, a linear function of the marking like every other field,
 * so a firing still adds a constant to each word ({@link FiringRules} scales each place's change
 * by {@link #code}). It is injective on reachable markings: the field names the one marked place
 * and the others are empty. (SafeBus-PT-06: 141 bits in 3 words become 2 words.)
 *
 * <p>Every semiflow the codec uses is checked here against the net ({@code y >= 0},
 * {@code y · C = 0} exactly), so nothing depends on the analysis that found it being right.
 * Widths: a place is {@link #proven(int) proven} if such a semiflow bounds it,
 * {@code m(p) <= floor(y·m0 / y(p))}, or if no transition increases it ({@code m(p) <= m0(p)});
 * its field is sized by that bound and can never overflow, so the search does not check it. Any
 * other place gets the width of the caller's bound hint (which is not trusted) or of its initial
 * count; the search {@link #checked checks} it after each firing that increases it and, on
 * overflow, continues with a codec {@link #widen widened} to the count seen, so an overflow never
 * yields a wrong answer.
 *
 * <p>Because fields are disjoint and a firing never drives a count outside its field (negative
 * counts are impossible for enabled transitions; overflow is checked), firing a transition adds
 * a constant to each word it touches; {@link FiringRules} precomputes those constants. Implied
 * places are only in the {@code int[]} marking, never in the words.
 */
final class MarkingCodec {
  static final int MAX_WIDTH = 31;
  /** The stage name given to the budget while the codec checks the invariants. */
  static final String STAGE = "marking codec";
  /** The fewest places of a one-hot group: with fewer, a bit per place costs no more. */
  static final int MIN_GROUP = 4;

  private final int[] width;
  private final int[] word;
  private final int[] shift;
  private final long[] mask;
  private final boolean[] proven;
  private final int words;
  /** The implied places, in reconstruction order (each depends on stored places only). */
  private final int[] impliedPlace;
  /** Per implied place {@code p}: its index in {@link #impliedPlace}, else -1. */
  private final int[] impliedIndex;
  /** Implied place {@code j}: the other places of its semiflow, {@code supportStart[j] ..}. */
  private final int[] supportStart;
  private final int[] supportPlace;
  private final long[] supportWeight;
  /** Implied place {@code j}: {@code y·m0} and {@code y(p)} of its semiflow. */
  private final long[] constant;
  private final long[] divisor;
  /** The one-hot groups (see the class comment). */
  private final OneHot oneHot;

  private MarkingCodec(int[] width, boolean[] proven, Implied implied, OneHot oneHot) {
    int places = width.length;
    this.width = width;
    this.proven = proven;
    this.impliedPlace = implied.place;
    this.impliedIndex = implied.index;
    this.supportStart = implied.supportStart;
    this.supportPlace = implied.supportPlace;
    this.supportWeight = implied.supportWeight;
    this.constant = implied.constant;
    this.divisor = implied.divisor;
    this.oneHot = oneHot;
    this.word = new int[places];
    this.shift = new int[places];
    this.mask = new long[places];
    // A field per place, except that a group's places share the field of its first place.
    Integer[] order = new Integer[places];
    for (int p = 0; p < places; p++) {
      order[p] = p;
    }
    Arrays.sort(order, Comparator.comparingInt((Integer p) -> -width[p]).thenComparingInt(p -> p));
    int[] used = new int[Math.max(1, places)];
    int count = 0;
    for (int p : order) {
      int w = width[p];
      mask[p] = w == 0 ? 0 : (1L << w) - 1;
      int first = oneHot.firstOf(p);
      if (w == 0 || first != p) {
        continue;
      }
      int k = 0;
      while (k < count && used[k] + w > 64) {
        k++;
      }
      if (k == count) {
        count++;
      }
      word[p] = k;
      shift[p] = used[k];
      used[k] += w;
    }
    for (int p = 0; p < places; p++) {
      int first = oneHot.firstOf(p);
      word[p] = word[first];
      shift[p] = shift[first];
    }
    this.words = Math.max(1, count);
  }

  /**
   * The one-hot groups: per place its group's first place ({@code first[p] == p} for a place in
   * no group) and its code, the index of the place in its group (1 for a place in no group, so
   * that its field holds its count).
   */
  private record OneHot(int[] first, int[] code) {
    static OneHot none(int places) {
      int[] first = new int[places];
      int[] code = new int[places];
      for (int p = 0; p < places; p++) {
        first[p] = p;
        code[p] = 1;
      }
      return new OneHot(first, code);
    }

    int firstOf(int place) {
      return first[place];
    }

    boolean grouped(int place) {
      return first[place] != place || code[place] != 1;
    }
  }

  /** The implied places and their reconstruction data (see the fields of the codec). */
  private record Implied(int[] place, int[] index, int[] supportStart, int[] supportPlace,
      long[] supportWeight, long[] constant, long[] divisor) {
    static Implied none(int places) {
      int[] index = new int[places];
      Arrays.fill(index, -1);
      return new Implied(new int[0], index, new int[] {0}, new int[0], new long[0], new long[0],
          new long[0]);
    }
  }

  /**
   * A codec for {@code net} without invariants: widths from {@code hints} (a bound per place,
   * negative if unknown; may be null), all checked, except places no transition increases.
   */
  static MarkingCodec forNet(PetriNet net, int[] hints) {
    return forNet(net, hints, List.of());
  }

  /**
   * A codec for {@code net}: {@code semiflows} (place invariants from any source; those that
   * fail the check are ignored) prove bounds and imply places; {@code hints} size the other
   * fields (a bound per place, negative if unknown; may be null; not trusted).
   */
  static MarkingCodec forNet(PetriNet net, int[] hints, List<Semiflow> semiflows) {
    return forNet(net, hints, semiflows, StructuralBudget.NONE);
  }

  /**
   * As {@link #forNet(PetriNet, int[], List)}, asking {@code budget} (stage {@value
   * #STAGE}) once per semiflow checked; its exceptions pass through.
   */
  static MarkingCodec forNet(PetriNet net, int[] hints, List<Semiflow> semiflows,
      StructuralBudget budget) {
    int places = net.placeCount();
    long[] provenBound = new long[places];
    Arrays.fill(provenBound, -1);
    for (int p = 0; p < places; p++) {
      if (StructuralBounds.neverIncreased(net, p)) {
        provenBound[p] = net.initialTokens(p);
      }
    }
    List<Semiflow> checked = new ArrayList<>();
    List<Long> totals = new ArrayList<>();
    long[] dense = new long[places];
    long held = 8L * places;
    for (Semiflow y : semiflows) {
      int done = checked.size();
      budget.check(STAGE, held, () -> done + " of " + semiflows.size() + " invariants checked");
      long total = checkedTotal(net, y, dense);
      if (total < 0) {
        continue;
      }
      checked.add(y);
      totals.add(total);
      held += 12L * y.places().length + 64;
      for (int i = 0; i < y.places().length; i++) {
        int p = y.places()[i];
        long bound = total / y.weights()[i];
        if (provenBound[p] < 0 || bound < provenBound[p]) {
          provenBound[p] = bound;
        }
      }
    }
    int[] width = new int[places];
    boolean[] proven = new boolean[places];
    for (int p = 0; p < places; p++) {
      int initial = net.initialTokens(p);
      if (provenBound[p] >= 0 && provenBound[p] <= Integer.MAX_VALUE) {
        proven[p] = true;
        width[p] = bitsFor((int) provenBound[p]);
      } else if (hints != null && hints[p] >= initial) {
        width[p] = Math.max(1, Math.min(MAX_WIDTH, bitsFor(hints[p])));
      } else {
        width[p] = Math.max(1, bitsFor(initial));
      }
    }
    OneHot oneHot = chooseOneHot(places, checked, totals, width);
    for (int p = 0; p < places; p++) {
      if (oneHot.grouped(p)) {
        proven[p] = true;
      }
    }
    Implied implied = chooseImplied(places, width, checked, totals, oneHot);
    for (int p : implied.place) {
      width[p] = 0;
      proven[p] = true;
    }
    return new MarkingCodec(width, proven, implied, oneHot);
  }

  /**
   * Greedily picks disjoint one-hot groups (see the class comment) among {@code semiflows}, all
   * checked, smallest supports first, and sets the {@code width} of each group's places to the
   * group's field.
   */
  private static OneHot chooseOneHot(int places, List<Semiflow> semiflows, List<Long> totals,
      int[] width) {
    OneHot result = OneHot.none(places);
    Integer[] order = new Integer[semiflows.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.comparingInt((Integer i) -> semiflows.get(i).places().length)
        .thenComparingInt(i -> i));
    for (int f : order) {
      Semiflow y = semiflows.get(f);
      int[] support = y.places();
      if (support.length < MIN_GROUP || totals.get(f) != 1 || !allOnes(y.weights())
          || anyGrouped(result, support)) {
        continue;
      }
      for (int i = 0; i < support.length; i++) {
        result.first[support[i]] = support[0];
        result.code[support[i]] = i;
        width[support[i]] = bitsFor(support.length - 1);
      }
    }
    return result;
  }

  private static boolean allOnes(long[] weights) {
    for (long w : weights) {
      if (w != 1) {
        return false;
      }
    }
    return true;
  }

  private static boolean anyGrouped(OneHot oneHot, int[] support) {
    for (int p : support) {
      if (oneHot.grouped(p)) {
        return true;
      }
    }
    return false;
  }


  /** A codec with the given widths (1..31, or 0 for a place that stays empty), all proven. */
  static MarkingCodec ofWidths(int[] widths) {
    boolean[] proven = new boolean[widths.length];
    Arrays.fill(proven, true);
    for (int w : widths) {
      if (w < 0 || w > MAX_WIDTH) {
        throw new IllegalArgumentException("width " + w);
      }
    }
    return new MarkingCodec(widths.clone(), proven, Implied.none(widths.length),
        OneHot.none(widths.length));
  }

  /**
   * {@code y · m0} if {@code y} is a semiflow of {@code net} (places valid, ascending and
   * distinct, weights positive, {@code y · C = 0}, no {@code long} overflow), else -1.
   */
  static long checkedTotal(PetriNet net, Semiflow y) {
    return checkedTotal(net, y, new long[net.placeCount()]);
  }

  /**
   * As {@link #checkedTotal(PetriNet, Semiflow)}, with {@code dense} (length = place count,
   * all zero) as scratch space; it is all zero again on return.
   */
  private static long checkedTotal(PetriNet net, Semiflow y, long[] dense) {
    try {
      return checkedTotalInto(net, y, dense);
    } finally {
      for (int p : y.places()) {
        if (p >= 0 && p < dense.length) {
          dense[p] = 0;
        }
      }
    }
  }

  private static long checkedTotalInto(PetriNet net, Semiflow y, long[] dense) {
    int[] support = y.places();
    long[] weights = y.weights();
    if (support.length == 0 || support.length != weights.length) {
      return -1;
    }
    try {
      long total = 0;
      for (int i = 0; i < support.length; i++) {
        int p = support[i];
        if (p < 0 || p >= dense.length || weights[i] <= 0 || (i > 0 && p <= support[i - 1])) {
          return -1;
        }
        dense[p] = weights[i];
        total = Math.addExact(total, Math.multiplyExact(weights[i], (long) net.initialTokens(p)));
      }
      // y · C = 0: every transition touching the support leaves the weighted sum unchanged.
      for (int p : support) {
        for (int i = net.consumerStart(p); i < net.consumerStart(p + 1); i++) {
          if (effect(net, net.consumer(i), dense) != 0) {
            return -1;
          }
        }
        for (int i = net.producerStart(p); i < net.producerStart(p + 1); i++) {
          if (effect(net, net.producer(i), dense) != 0) {
            return -1;
          }
        }
      }
      return total;
    } catch (ArithmeticException overflow) {
      return -1;
    }
  }

  /** {@code sum_p y(p) * (post(t,p) - pre(t,p))}. */
  private static long effect(PetriNet net, int t, long[] y) {
    long sum = 0;
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      sum = Math.subtractExact(sum, Math.multiplyExact(y[net.prePlace(i)], (long) net.preWeight(i)));
    }
    for (int i = net.postStart(t); i < net.postStart(t + 1); i++) {
      sum = Math.addExact(sum, Math.multiplyExact(y[net.postPlace(i)], (long) net.postWeight(i)));
    }
    return sum;
  }

  /**
   * Greedily picks one implied place per semiflow, smallest supports first, such that every
   * implied place is computed from stored places only: a semiflow is used only if no place of
   * its support is implied already, and its implied place (the widest one, to save the most
   * bits) lies in no support used before and in no one-hot group.
   */
  private static Implied chooseImplied(int places, int[] width, List<Semiflow> semiflows,
      List<Long> totals, OneHot oneHot) {
    Integer[] order = new Integer[semiflows.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.comparingInt((Integer i) -> semiflows.get(i).places().length)
        .thenComparingInt(i -> i));
    boolean[] inUsedSupport = new boolean[places];
    int[] index = new int[places];
    Arrays.fill(index, -1);
    List<Integer> chosenPlace = new ArrayList<>();
    List<Integer> chosenFlow = new ArrayList<>();
    for (int f : order) {
      Semiflow y = semiflows.get(f);
      int pivot = -1;
      boolean usable = true;
      for (int p : y.places()) {
        if (index[p] >= 0) {
          usable = false;
          break;
        }
        if (!inUsedSupport[p] && width[p] > 0 && !oneHot.grouped(p)
            && (pivot < 0 || width[p] > width[pivot])) {
          pivot = p;
        }
      }
      if (!usable || pivot < 0) {
        continue;
      }
      index[pivot] = chosenPlace.size();
      chosenPlace.add(pivot);
      chosenFlow.add(f);
      for (int p : y.places()) {
        inUsedSupport[p] = true;
      }
    }
    int n = chosenPlace.size();
    int[] place = new int[n];
    int[] supportStart = new int[n + 1];
    long[] constant = new long[n];
    long[] divisor = new long[n];
    int supportSize = 0;
    for (int j = 0; j < n; j++) {
      supportSize += semiflows.get(chosenFlow.get(j)).places().length - 1;
    }
    int[] supportPlace = new int[supportSize];
    long[] supportWeight = new long[supportSize];
    int k = 0;
    for (int j = 0; j < n; j++) {
      Semiflow y = semiflows.get(chosenFlow.get(j));
      place[j] = chosenPlace.get(j);
      constant[j] = totals.get(chosenFlow.get(j));
      supportStart[j] = k;
      for (int i = 0; i < y.places().length; i++) {
        if (y.places()[i] == place[j]) {
          divisor[j] = y.weights()[i];
        } else {
          supportPlace[k] = y.places()[i];
          supportWeight[k] = y.weights()[i];
          k++;
        }
      }
    }
    supportStart[n] = k;
    return new Implied(place, index, supportStart, supportPlace, supportWeight, constant, divisor);
  }

  /** Bits needed for counts 0..bound. */
  static int bitsFor(int bound) {
    return 32 - Integer.numberOfLeadingZeros(bound);
  }

  /**
   * A codec in which {@code place} can hold at least {@code tokens}: its width at least doubled
   * and at least the bits of {@code tokens}, at most {@link #MAX_WIDTH}. Null if {@code tokens}
   * is negative (an int overflow), the place already has the maximal width or is in a one-hot
   * group (it is proven to hold at most one token).
   */
  MarkingCodec widen(int place, int tokens) {
    if (tokens < 0 || width[place] >= MAX_WIDTH || oneHot.grouped(place)) {
      return null;
    }
    int[] newWidth = width.clone();
    newWidth[place] = Math.min(MAX_WIDTH, Math.max(bitsFor(tokens), Math.max(1, width[place] * 2)));
    return new MarkingCodec(newWidth, proven.clone(), new Implied(impliedPlace, impliedIndex,
        supportStart, supportPlace, supportWeight, constant, divisor), oneHot);
  }

  int places() {
    return width.length;
  }

  /** Words per marking (at least 1). */
  int words() {
    return words;
  }

  int width(int place) {
    return width[place];
  }

  int word(int place) {
    return word[place];
  }

  int shift(int place) {
    return shift[place];
  }

  /**
   * What one token on {@code place} adds to its field: 1, or its index in its one-hot group
   * (see the class comment).
   */
  long code(int place) {
    return oneHot.code[place];
  }

  /** The largest count place p's field holds (0 for a place without a field). */
  long mask(int place) {
    return mask[place];
  }

  /** True if the place cannot overflow: its width comes from a checked bound, or it is implied. */
  boolean proven(int place) {
    return proven[place];
  }

  /** True if the place is not stored but computed from stored places by a place invariant. */
  boolean implied(int place) {
    return impliedIndex[place] >= 0;
  }

  /** Number of one-hot groups (see the class comment). */
  int groupCount() {
    int n = 0;
    for (int p = 0; p < width.length; p++) {
      if (oneHot.firstOf(p) == p && oneHot.grouped(p)) {
        n++;
      }
    }
    return n;
  }

  /** Number of implied places. */
  int impliedCount() {
    return impliedPlace.length;
  }

  /**
   * True if the search must check place p for overflow after a firing that increases it: its
   * width is not proven, or it is proven empty (then a transition increasing it never fires,
   * and the check costs nothing).
   */
  boolean checked(int place) {
    return impliedIndex[place] < 0 && (!proven[place] || width[place] == 0);
  }

  /**
   * True if {@code marking} can be encoded: every stored count fits its field, and every implied
   * count is the one its invariant gives, and every one-hot group holds one token (a marking
   * breaking an invariant is not reachable, and encoding it would alias a reachable one).
   */
  boolean fits(int[] marking) {
    int[] marked = new int[marking.length];
    for (int p = 0; p < marking.length; p++) {
      if (marking[p] < 0 || (impliedIndex[p] < 0 && marking[p] > mask[p])) {
        return false;
      }
      if (oneHot.grouped(p)) {
        if (marking[p] > 1) {
          return false;
        }
        marked[oneHot.firstOf(p)] += marking[p];
      }
    }
    for (int p = 0; p < marking.length; p++) {
      if (oneHot.firstOf(p) == p && oneHot.grouped(p) && marked[p] != 1) {
        return false;
      }
    }
    for (int j = 0; j < impliedPlace.length; j++) {
      if (impliedTokens(marking, j) != marking[impliedPlace[j]]) {
        return false;
      }
    }
    return true;
  }

  /** Writes the packed marking to {@code dest[offset .. offset+words()-1]}; counts must fit. */
  void encode(int[] marking, long[] dest, int offset) {
    Arrays.fill(dest, offset, offset + words, 0L);
    for (int p = 0; p < marking.length; p++) {
      if (width[p] != 0) {
        dest[offset + word[p]] |= ((long) marking[p] * oneHot.code[p]) << shift[p];
      }
    }
  }

  /** Reads a packed marking from {@code src[offset ..]} into {@code marking}. */
  void decode(long[] src, int offset, int[] marking) {
    for (int p = 0; p < marking.length; p++) {
      marking[p] = stored(src, offset, p);
    }
    for (int j = 0; j < impliedPlace.length; j++) {
      marking[impliedPlace[j]] = (int) impliedTokens(marking, j);
    }
  }

  /** The count of one place in a packed marking. */
  int tokens(long[] src, int offset, int place) {
    int j = impliedIndex[place];
    if (j < 0) {
      return stored(src, offset, place);
    }
    long rest = constant[j];
    for (int k = supportStart[j]; k < supportStart[j + 1]; k++) {
      int q = supportPlace[k];
      rest -= supportWeight[k] * stored(src, offset, q);
    }
    return (int) (rest / divisor[j]);
  }

  /** The count of a place that is not implied, from its field. */
  private int stored(long[] src, int offset, int place) {
    int field = (int) ((src[offset + word[place]] >>> shift[place]) & mask[place]);
    if (!oneHot.grouped(place)) {
      return field;
    }
    return field == oneHot.code[place] ? 1 : 0;
  }

  /**
   * Implied place j's count from the stored counts in {@code marking}; -1 if they leave no
   * non-negative integer for it (only for unreachable markings).
   */
  private long impliedTokens(int[] marking, int j) {
    long rest = constant[j];
    for (int k = supportStart[j]; k < supportStart[j + 1]; k++) {
      rest -= supportWeight[k] * marking[supportPlace[k]];
    }
    if (rest < 0 || rest % divisor[j] != 0) {
      return -1;
    }
    return rest / divisor[j];
  }

  /** Bits actually used by fields. */
  int usedBits() {
    int bits = 0;
    for (int p = 0; p < width.length; p++) {
      if (oneHot.firstOf(p) == p) {
        bits += width[p];
      }
    }
    return bits;
  }
}
