package org.petrify.checker;

/**
 * The look-ups of a depth-first frame's successors in the state store, issued together, for
 * one worker of a {@link ParallelDepthFirst} search.
 *
 * <p>Why: a look-up in a large store is a cache miss, and a search that fires one successor at
 * a time waits for each miss before it computes the next successor (whether the successor is
 * new decides what comes next). Here, when a frame hands out a transition, up to
 * {@value #WINDOW} of the frame's next transitions (that one first) are fired on the words,
 * and their successors are then looked up in a loop in which no look-up depends on another,
 * so that their misses are in flight together. Most successors of a search are found stored
 * (about 90% of the edges of the philosophers); the search skips the firing and look-up of
 * those when the frame hands them out.
 *
 * <p><b>Invariant.</b> For every frame {@code d} of the worker's {@link Successors},
 * {@code window[d]} holds one bit per transition of a window (the next ones the frame hands
 * out, lowest bit first), above them a single set bit that ends the window; a window of no
 * transitions is 1. A bit is set only if the successor of its transition from the frame's
 * marking was found stored when the window was looked up. A marking once stored stays stored,
 * and when the frame hands such a transition out the search stands at the frame's marking
 * again (its deeper frames are popped), so firing it would find the successor stored and undo
 * it: {@link #stored} lets the search count the edge and skip both. Every answer of the store,
 * and so every count, order and verdict of the search, is the same as without the look-ups
 * ahead; a look-up ahead that misses (a new successor, or an answer the store leaves
 * uncertain) leaves the transition to the ordinary path. Transitions that may overflow a field
 * are not looked up ahead (their words could be wrong until the overflow check has run). The
 * worker keeps one {@code long} per depth.
 */
final class FrameLookups {
  /** Transitions per window (a window and its end bit fit one {@code long}). */
  static final int WINDOW = 63;

  private final FiringRules rules;
  private final SharedMarkingSet set;
  private final Budget budget;
  private final int words;
  /** Per frame: its window (class comment). */
  private long[] window = new long[64];
  /** Scratch of {@link #lookUp}: the window's transitions, their successors and hashes. */
  private final int[] pending = new int[WINDOW];
  private final long[] keys;
  private final long[] hashes = new long[WINDOW];

  FrameLookups(FiringRules rules, SharedMarkingSet set, Budget budget) {
    this.rules = rules;
    this.set = set;
    this.budget = budget;
    this.words = rules.codec.words();
    this.keys = new long[WINDOW * words];
    budget.allocate(8L * window.length + 4L * WINDOW + 8L * (keys.length + WINDOW));
  }

  /** Starts frame {@code d}, just pushed, with an empty window. */
  void pushed(int d) {
    if (d >= window.length) {
      window = GrowableArrays.grow(window, d + 1, budget);
    }
    window[d] = 1;
  }

  /**
   * True if the successor of {@code t}, just handed out by the top frame {@code d} of
   * {@code s} (which stands at that frame's marking), is known stored (then the search skips
   * it). Looks up the next window first when the frame's window is used up.
   */
  boolean stored(Successors s, int d, int t) {
    long w = window[d];
    if (w == 1) {
      w = lookUp(s, t);
    }
    window[d] = w >>> 1;
    return (w & 1) != 0;
  }

  /** The window of {@code t} and the transitions the top frame of {@code s} hands out next. */
  private long lookUp(Successors s, int t) {
    pending[0] = t;
    int n = 1 + s.remaining(pending, 1);
    if (n == 1) {
      return 2; // alone: nothing to overlap, the ordinary path looks it up
    }
    long[] w = s.words;
    for (int i = 0; i < n; i++) {
      int u = pending[i];
      if (rules.needsOverflowCheck(u)) {
        hashes[i] = 0;
        pending[i] = -1;
        continue;
      }
      rules.fireWords(u, w);
      System.arraycopy(w, 0, keys, i * words, words);
      hashes[i] = MarkingSet.hashOf(w, 0, words);
      rules.unfireWords(u, w);
    }
    long bits = 1L << n;
    for (int i = 0; i < n; i++) {
      if (pending[i] >= 0 && set.contains(keys, i * words, hashes[i])) {
        bits |= 1L << i;
      }
    }
    return bits;
  }
}
