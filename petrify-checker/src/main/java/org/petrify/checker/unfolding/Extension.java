package org.petrify.checker.unfolding;

import java.util.Arrays;
import org.roaringbitmap.RoaringBitmap;

/**
 * A possible extension {@code (t, B)}: a transition and a co-set {@code B} of conditions with
 * {@code h(B) = •t} that is not yet an event. It carries what the adequate order needs: the
 * history (the events of the local configuration {@code [e]} of the event it would become,
 * without that event), the size {@code |[e]|}, and, computed on first use, the Parikh word
 * (the transitions of {@code [e]} sorted by id) and the Foata normal form.
 */
final class Extension {
  final int transition;
  /** Conditions of {@code B}, in the order of the transition's pre-set (sorted by place). */
  final int[] preset;
  /** Events of {@code [e] \ {e}}; not modified after construction. */
  final RoaringBitmap history;
  /** {@code |[e]|}. */
  final int size;
  /** The Foata depth of the new event: 1 + the largest depth of the producers of {@code B}. */
  final int depth;
  /** Creation order; breaks ties that a total adequate order never leaves (kept deterministic). */
  final long serial;
  private int[] parikh;
  private long[] foata;

  Extension(int transition, int[] preset, RoaringBitmap history, int depth, long serial) {
    this.transition = transition;
    this.preset = preset;
    this.history = history;
    this.size = history.getCardinality() + 1;
    this.depth = depth;
    this.serial = serial;
  }

  /** The transitions of {@code [e]} sorted ascending (the Parikh vector as a word). */
  int[] parikh(int[] eventTransition) {
    if (parikh == null) {
      int[] word = new int[size];
      int i = 0;
      for (org.roaringbitmap.IntIterator it = history.getIntIterator(); it.hasNext(); ) {
        word[i++] = eventTransition[it.next()];
      }
      word[i] = transition;
      Arrays.sort(word);
      parikh = word;
    }
    return parikh;
  }

  /**
   * The Foata normal form of {@code [e]}: one entry {@code depth << 32 | transition} per event,
   * sorted, so that level {@code d} (the events of Foata depth {@code d}) is a contiguous run
   * sorted by transition.
   */
  long[] foata(int[] eventTransition, int[] eventDepth) {
    if (foata == null) {
      long[] form = new long[size];
      int i = 0;
      for (org.roaringbitmap.IntIterator it = history.getIntIterator(); it.hasNext(); ) {
        int f = it.next();
        form[i++] = ((long) eventDepth[f] << 32) | eventTransition[f];
      }
      form[i] = ((long) depth << 32) | transition;
      Arrays.sort(form);
      foata = form;
    }
    return foata;
  }

  /** Drops the cached words once the extension has become an event. */
  void forgetWords() {
    parikh = null;
    foata = null;
  }

  /** Rough heap size, for the memory estimate. */
  long estimatedBytes() {
    return 64 + 4L * preset.length + history.getLongSizeInBytes()
        + (parikh == null ? 0 : 4L * parikh.length) + (foata == null ? 0 : 8L * foata.length);
  }

  /** Compares two Foata forms of equal length level by level (see {@link #foata}). */
  static int compareFoata(long[] a, long[] b) {
    int i = 0;
    int j = 0;
    while (i < a.length && j < b.length) {
      int levelA = (int) (a[i] >>> 32);
      int levelB = (int) (b[j] >>> 32);
      if (levelA != levelB) {
        // One level ended earlier in one form: that level is a proper prefix of the other's.
        return levelA > levelB ? -1 : 1;
      }
      int ta = (int) a[i];
      int tb = (int) b[j];
      if (ta != tb) {
        return Integer.compare(ta, tb);
      }
      i++;
      j++;
    }
    return Integer.compare(a.length - i, b.length - j);
  }
}
