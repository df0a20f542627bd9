package org.petrify.checker;

import java.util.Arrays;
import java.util.Comparator;
import org.petrify.net.PetriNet;

/**
 * Packs a marking into {@code long} words, each place into as few bits as its bound needs.
 *
 * <p>Layout: place {@code p} owns the bits {@code shift(p) .. shift(p)+width(p)-1} of word
 * {@code word(p)}; its token count is {@code (words[word(p)] >>> shift(p)) & mask(p)}. A field
 * never straddles two words. Fields are assigned first-fit by decreasing width, so the number of
 * words is small; unused high bits are zero. A place with a proven bound of 0 has width 0 and
 * occupies no bits. The encoding is injective on markings whose counts fit their fields, so
 * equal words mean equal markings.
 *
 * <p>Widths come from proven bounds where known ({@link #proven(int)}): such a field can never
 * overflow. Places without a proven bound get a small fallback width; the engine checks them
 * after each firing that increases them and, on overflow, restarts with {@link #widen wider}
 * fields, so an overflow never yields a wrong answer.
 *
 * <p>Because fields are disjoint and a firing never drives a count outside its field (negative
 * counts are impossible for enabled transitions; overflow is checked), firing a transition adds
 * a constant to each word it touches; {@link FiringRules} precomputes those constants.
 */
final class MarkingCodec {
  /** Minimal width of a place without a proven bound before its first overflow. */
  static final int FALLBACK_WIDTH = 1;
  static final int MAX_WIDTH = 31;

  private final int[] width;
  private final int[] word;
  private final int[] shift;
  private final long[] mask;
  private final boolean[] proven;
  private final int words;

  private MarkingCodec(int[] width, boolean[] proven) {
    int places = width.length;
    this.width = width;
    this.proven = proven;
    this.word = new int[places];
    this.shift = new int[places];
    this.mask = new long[places];
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
      if (w == 0) {
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
    this.words = Math.max(1, count);
  }

  /**
   * A codec for {@code net}. {@code bounds[p]} is a proven upper bound of place p's token count
   * in every reachable marking, or negative if unknown; {@code bounds} may be null (all unknown).
   */
  static MarkingCodec forNet(PetriNet net, int[] bounds) {
    int places = net.placeCount();
    int[] width = new int[places];
    boolean[] proven = new boolean[places];
    for (int p = 0; p < places; p++) {
      int initial = net.initialTokens(p);
      if (bounds != null && bounds[p] >= 0 && bounds[p] >= initial) {
        // Bounds size the field but are still checked: a wrong bound from the structural
        // analysis must cost a re-encoding, never a missed state.
        proven[p] = false;
        width[p] = Math.max(1, bitsFor(bounds[p]));
      } else {
        width[p] = Math.max(FALLBACK_WIDTH, bitsFor(initial));
      }
    }
    return new MarkingCodec(width, proven);
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
    return new MarkingCodec(widths.clone(), proven);
  }

  /** Bits needed for counts 0..bound. */
  static int bitsFor(int bound) {
    return 32 - Integer.numberOfLeadingZeros(bound);
  }

  /**
   * A codec in which each place with {@code overflowed[p]} has twice its width (at most
   * {@link #MAX_WIDTH}); returns null if some such place already had the maximal width.
   */
  MarkingCodec widen(boolean[] overflowed) {
    int[] newWidth = width.clone();
    for (int p = 0; p < width.length; p++) {
      if (overflowed[p]) {
        if (width[p] >= MAX_WIDTH) {
          return null;
        }
        newWidth[p] = Math.min(MAX_WIDTH, Math.max(1, width[p] * 2));
      }
    }
    return new MarkingCodec(newWidth, proven.clone());
  }

  /**
   * A codec in which {@code place} can hold at least {@code tokens} (its width at least doubled,
   * at most {@link #MAX_WIDTH}); null if {@code tokens} is negative (an int overflow) or needs
   * more than {@link #MAX_WIDTH} bits.
   */
  MarkingCodec widen(int place, int tokens) {
    if (tokens < 0 || width[place] >= MAX_WIDTH) {
      return null;
    }
    int[] newWidth = width.clone();
    newWidth[place] = Math.min(MAX_WIDTH, Math.max(bitsFor(tokens), Math.max(1, width[place] * 2)));
    return new MarkingCodec(newWidth, proven.clone());
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

  /** The largest count place p's field holds. */
  long mask(int place) {
    return mask[place];
  }

  /** True if the width comes from a proven bound, so the field cannot overflow. */
  boolean proven(int place) {
    return proven[place];
  }

  /** True if every count of {@code marking} fits its field. */
  boolean fits(int[] marking) {
    for (int p = 0; p < marking.length; p++) {
      if (marking[p] < 0 || marking[p] > mask[p]) {
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
        dest[offset + word[p]] |= ((long) marking[p]) << shift[p];
      }
    }
  }

  /** Reads a packed marking from {@code src[offset ..]} into {@code marking}. */
  void decode(long[] src, int offset, int[] marking) {
    for (int p = 0; p < marking.length; p++) {
      marking[p] = (int) ((src[offset + word[p]] >>> shift[p]) & mask[p]);
    }
  }

  /** The count of one place in a packed marking. */
  int tokens(long[] src, int offset, int place) {
    return (int) ((src[offset + word[place]] >>> shift[place]) & mask[place]);
  }

  /** Bits actually used by fields. */
  int usedBits() {
    int bits = 0;
    for (int w : width) {
      bits += w;
    }
    return bits;
  }
}
