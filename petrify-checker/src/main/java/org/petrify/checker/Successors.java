package org.petrify.checker;

/**
 * The successor generator behind every explicit-state search of the engine (depth- and
 * breadth-first {@link ReachabilitySearch}, and {@link StateSpace} for the CTL evaluator): it
 * owns the current marking, as token counts ({@link #marking}) and as packed words
 * ({@link #words}, the {@link MarkingCodec} layout), the enabled transitions of that marking,
 * the stubborn-set computation, and a stack of <em>frames</em>, each the transitions still to
 * fire at one marking.
 *
 * <p>Two ways to move between markings:
 * <ul>
 *   <li>along a path (depth-first): {@link #start} at the initial marking; per edge
 *       {@link #fire} on the words, and if the successor is new {@link #enter} it (tokens and
 *       incremental enabledness follow), {@link #leave} it when backtracking; a successor that
 *       is already stored costs a {@code fire}, a hash probe and an {@link #undo} (with one-word
 *       markings, {@link #nextNew} passes over such successors with a hash probe each);
 *   <li>random access (breadth-first, state spaces): {@link #load} a stored marking, which
 *       computes its enabled set afresh; successors are {@link #fire fired} and {@link #undo
 *       undone} on the words only.
 * </ul>
 *
 * <p>Frames: a {@code push...} method computes what to fire at the current marking and
 * {@link #next} hands the transitions out one by one (-1 when done); {@link #pop} drops the
 * frame. An {@link #pushAll all-enabled} frame keeps only a cursor into the enabled bits: along
 * a path the enabledness of a depth is restored when the search returns to it, so no list is
 * stored per depth. A stubborn frame's enabled members are stacked in {@code fireLists} from
 * {@code frameStart[d]} (the lists of deeper frames follow it, so the top frame's list ends at
 * {@code fireLists.size()}). Per frame {@code d}: {@code frameCursor[d]} is the next transition
 * id to try (all-enabled frame, {@code frameStart[d] == -1}) or the next index into
 * {@code fireLists}. Growth of the frame stack and the lists is accounted in the budget. No
 * object is created per state.
 *
 * <p>Overflow: a firing that raises a place without a proven bound also moves the tokens and
 * checks the field; {@link #fire} returns the first place whose count left its field (the
 * caller restarts or re-encodes with a wider codec), else -1.
 */
final class Successors {
  final FiringRules rules;
  final MarkingCodec codec;
  /** The current marking's token counts, indexed by place. */
  final int[] marking;
  /** The current marking packed with {@link #codec}. */
  final long[] words;
  final Enabledness enabled;
  private final Budget budget;
  private StubbornSet stubborn;
  private final GrowableInts fireLists = new GrowableInts(64);
  private long fireListBytes;
  private int[] frameCursor = new int[64];
  private int[] frameStart = new int[64];
  private int depth;
  /** Whether the last {@link #fire} moved the tokens too. */
  private boolean tokensFired;
  /** See {@link #skipped}. */
  private int skipped;

  Successors(FiringRules rules, Budget budget) {
    this.rules = rules;
    this.codec = rules.codec;
    this.budget = budget;
    this.marking = new int[rules.places];
    this.words = new long[codec.words()];
    this.enabled = new Enabledness(rules);
    budget.allocate(enabled.bytes() + 8L * frameCursor.length + fireLists.bytes());
    fireListBytes = fireLists.bytes();
  }

  /** The stubborn-set computation, made (and accounted) on first use. */
  private StubbornSet stubborn() {
    if (stubborn == null) {
      stubborn = new StubbornSet(rules);
      budget.allocate(stubborn.bytes());
    }
    return stubborn;
  }

  /**
   * Makes {@code initial} the current marking, with incremental enabledness (for a path).
   *
   * @return the first place whose count does not fit its field, or -1
   */
  int start(int[] initial) {
    System.arraycopy(initial, 0, marking, 0, marking.length);
    if (!codec.fits(marking)) {
      for (int p = 0; p < marking.length; p++) {
        if (!codec.implied(p) && (marking[p] < 0 || marking[p] > codec.mask(p))) {
          return p;
        }
      }
      return 0;
    }
    codec.encode(marking, words, 0);
    enabled.reset(marking);
    return -1;
  }

  /**
   * Makes the marking stored at {@code arena[offset ..]} current, with incremental enabledness
   * (for a path that starts at a stored state).
   */
  void startAt(long[] arena, int offset) {
    System.arraycopy(arena, offset, words, 0, words.length);
    codec.decode(words, 0, marking);
    enabled.reset(marking);
  }

  /** Makes the marking stored at {@code arena[offset ..]} current (random access). */
  void load(long[] arena, int offset) {
    System.arraycopy(arena, offset, words, 0, words.length);
    codec.decode(words, 0, marking);
    enabled.resetEnabled(marking);
  }

  /** True if this generator's deadlock-preserving sets were given up ({@link StubbornSet#givenUp}). */
  boolean stubbornGivenUp() {
    return stubborn != null && stubborn.givenUp();
  }

  /** Frames on the stack. */
  int depth() {
    return depth;
  }

  /** Pushes a frame firing every enabled transition of the current marking. */
  void pushAll() {
    int d = newFrame();
    frameStart[d] = -1;
    frameCursor[d] = 0;
  }

  /**
   * Pushes a frame firing the enabled members of a deadlock-preserving stubborn set, seeded
   * after {@code lastFired} (the transition that led here, -1 if unknown).
   */
  void pushDeadlock(int lastFired) {
    stubborn().deadlock(marking, enabled, lastFired);
    pushStubborn();
  }

  /**
   * Pushes a frame firing the enabled members of a stubborn set that contains an up-set of
   * {@code goal}, which must be false at the current marking ({@link StubbornSet#reachability}).
   */
  void pushUpset(StatePredicate goal) {
    stubborn().reachability(marking, enabled, goal);
    pushStubborn();
  }

  /**
   * As {@link #pushUpset}, then preferring a deadlock-preserving set without enabled
   * {@code visible} transitions when that one is smaller ({@link StubbornSet#preferInvisible}).
   */
  void pushUpsetWithoutVisible(StatePredicate goal, boolean[] visible) {
    StubbornSet s = stubborn();
    s.reachability(marking, enabled, goal);
    s.preferInvisible(marking, enabled, visible);
    pushStubborn();
  }

  private void pushStubborn() {
    pushList(stubborn.enabledMembers(), 0, stubborn.enabledCount());
  }

  /** Pushes a frame firing {@code members[from .. to - 1]}, in that order. */
  private void pushList(int[] members, int from, int to) {
    int d = newFrame();
    int start = fireLists.size();
    frameStart[d] = start;
    frameCursor[d] = start;
    for (int i = from; i < to; i++) {
      fireLists.add(members[i]);
    }
    accountFireLists();
  }

  /** Moves the budget's count of {@link #fireLists}'s bytes to its current capacity. */
  private void accountFireLists() {
    long bytes = fireLists.bytes();
    if (bytes != fireListBytes) {
      budget.allocate(bytes);
      budget.release(fireListBytes);
      fireListBytes = bytes;
    }
  }

  /**
   * What frames {@code from .. to - 1} (below the top frame) have left to fire, as a
   * {@link StackSlice} starting at {@code wordsAtFrom}, the packed marking of frame
   * {@code from} (kept by the slice, not copied); {@code path[d]} must be the transition that
   * led from frame {@code d} to frame {@code d + 1}. The slice's last marking is computed here,
   * by firing the path on a copy of the words, so that the receiver needs no firing. The frames
   * stay on this stack unchanged: the caller must never return to them (it stops when its depth
   * falls to {@code to}).
   */
  StackSlice slice(int from, int to, long[] wordsAtFrom, int[] path) {
    int[] starts = java.util.Arrays.copyOfRange(frameStart, from, to);
    int[] cursors = java.util.Arrays.copyOfRange(frameCursor, from, to);
    int[] lists = listsLeft(from, to, starts, cursors);
    int[] fired = java.util.Arrays.copyOfRange(path, from, to - 1);
    long[] topWords = wordsAtFrom.clone();
    long[] delta = rules.oneWordDelta;
    if (delta != null) {
      long word = topWords[0];
      for (int t : fired) {
        word += delta[t];
      }
      topWords[0] = word;
    } else {
      for (int t : fired) {
        rules.fireWords(t, topWords);
      }
    }
    return new StackSlice(wordsAtFrom, topWords, fired, starts, cursors, lists);
  }

  /**
   * The transitions that the list frames {@code from .. to - 1} have left, in frame order, as
   * one array; {@code starts} and {@code cursors}, copies of those frames' entries, are turned
   * into indices into it ({@link StackSlice}'s layout). With no list entry on the stack (no
   * stubborn sets) every list frame's start and cursor is 0, which is that layout already.
   */
  private int[] listsLeft(int from, int to, int[] starts, int[] cursors) {
    int above = fireLists.size();
    if (above == 0) {
      return new int[0];
    }
    for (int j = to; j < depth; j++) {
      if (frameStart[j] >= 0) {
        above = frameStart[j];
        break;
      }
    }
    int listed = 0;
    int end = above;
    for (int i = to - from - 1; i >= 0; i--) {
      if (starts[i] >= 0) {
        listed += end - cursors[i];
        end = starts[i];
      }
    }
    int[] lists = new int[listed];
    int k = listed;
    end = above;
    for (int i = to - from - 1; i >= 0; i--) {
      int start = starts[i];
      if (start >= 0) {
        k -= end - cursors[i];
        fireLists.copyRange(cursors[i], end, lists, k);
        end = start;
        starts[i] = k;
        cursors[i] = k;
      }
    }
    return lists;
  }

  /**
   * Rebuilds the frames of {@code slice} on an empty stack: the top frame is then the slice's
   * last one, the current marking its marking ({@link StackSlice#topWords}), with incremental
   * enabledness computed once ({@link Enabledness#reset}), which is the state that
   * {@link #startAt} and an {@link #enter} per transition would leave (enabledness is a
   * function of the marking). The slice's arrays are in the frame arrays' own form, so the
   * frames are copied, not rebuilt one by one: a slice can hold millions of frames, and this
   * runs a few times per search, mostly before the compiler has seen it.
   */
  void resume(StackSlice slice) {
    if (depth != 0) {
      throw new IllegalStateException("resume on a stack of " + depth + " frames");
    }
    int n = slice.frames();
    if (n > frameCursor.length) {
      frameCursor = GrowableArrays.grow(frameCursor, n, budget);
      frameStart = GrowableArrays.grow(frameStart, n, budget);
    }
    System.arraycopy(slice.starts, 0, frameStart, 0, n);
    System.arraycopy(slice.cursors, 0, frameCursor, 0, n);
    depth = n;
    fireLists.truncate(0);
    fireLists.addAll(slice.lists, 0, slice.lists.length);
    accountFireLists();
    System.arraycopy(slice.topWords, 0, words, 0, words.length);
    codec.decode(words, 0, marking);
    enabled.reset(marking);
  }

  /** Drops every frame (a search that gave its lowest frames away starts afresh). */
  void dropFrames() {
    depth = 0;
    fireLists.truncate(0);
  }

  private int newFrame() {
    if (depth == frameCursor.length) {
      frameCursor = GrowableArrays.grow(frameCursor, depth + 1, budget);
      frameStart = GrowableArrays.grow(frameStart, depth + 1, budget);
    }
    return depth++;
  }

  /** The number of transitions the top frame fires in all. */
  int frameSize() {
    int d = depth - 1;
    return frameStart[d] < 0 ? enabled.count : fireLists.size() - frameStart[d];
  }

  /** The next transition of the top frame, or -1 when it has none left. */
  int next() {
    int d = depth - 1;
    int cursor = frameCursor[d];
    if (frameStart[d] < 0) {
      int t = enabled.next(cursor);
      if (t >= 0) {
        frameCursor[d] = t + 1;
      }
      return t;
    }
    if (cursor == fireLists.size()) {
      return -1;
    }
    frameCursor[d] = cursor + 1;
    return fireLists.get(cursor);
  }

  /**
   * True if {@link #nextNew} may be used: the codec packs a marking into one word and no
   * transition needs an overflow check ({@link FiringRules#oneWordDelta}).
   */
  boolean looksUpOnOneWord() {
    return rules.oneWordDelta != null;
  }

  /**
   * The next transition of the top frame whose successor is new to {@code set}, or -1 when
   * the frame has none left: {@link #next}, {@link #fire}, {@link SharedMarkingSet#add} and
   * {@link #undo} for every transition whose successor the set already holds, in one loop that
   * adds {@code t}'s word delta to a copy of the word and never writes the words (only for
   * {@link #looksUpOnOneWord}). The transition returned has been fired on the words (as by
   * {@link #fire}, to be {@link #enter entered} or {@link #undo undone}) and its successor
   * stored by {@code worker}. {@link #skipped} counts the transitions passed over, so the edges
   * fired are the same, in the same order, as with the four calls; this loop only keeps the
   * frame's cursor, the word and the deltas in registers between two look-ups, so that more
   * look-ups (each usually a cache miss) are under way at once.
   */
  int nextNew(SharedMarkingSet set, int worker) {
    ConcurrentWordSet.Worker adder = set.wordAdder(worker);
    int d = depth - 1;
    long word = words[0];
    long[] delta = rules.oneWordDelta;
    int cursor = frameCursor[d];
    int passed = 0;
    if (frameStart[d] < 0) {
      long[] bits = enabled.bits;
      int w = cursor >>> 6;
      if (w < bits.length) {
        long pending = bits[w] & (-1L << cursor);
        while (true) {
          while (pending != 0) {
            int t = (w << 6) + Long.numberOfTrailingZeros(pending);
            pending &= pending - 1;
            long key = word + delta[t];
            if (adder.add(key)) {
              return found(d, t + 1, t, key, passed);
            }
            passed++;
          }
          if (++w == bits.length) {
            break;
          }
          pending = bits[w];
        }
      }
      frameCursor[d] = bits.length << 6;
    } else {
      int end = fireLists.size();
      for (int i = cursor; i < end; i++) {
        int t = fireLists.get(i);
        long key = word + delta[t];
        if (adder.add(key)) {
          return found(d, i + 1, t, key, passed);
        }
        passed++;
      }
      frameCursor[d] = end;
    }
    skipped = passed;
    return -1;
  }

  private int found(int d, int cursor, int t, long key, int passed) {
    frameCursor[d] = cursor;
    words[0] = key;
    tokensFired = false;
    skipped = passed;
    return t;
  }

  /** The transitions the last {@link #nextNew} passed over (their successors were stored). */
  int skipped() {
    return skipped;
  }

  /** Drops the top frame. */
  void pop() {
    int d = --depth;
    if (frameStart[d] >= 0) {
      fireLists.truncate(frameStart[d]);
    }
  }

  /**
   * Fires {@code t} on the words; when {@code t} raises a place that can overflow its field,
   * on the tokens too, checking the field.
   *
   * @return the first place whose count left its field (the marking is then invalid), or -1
   */
  int fire(int t) {
    rules.fireWords(t, words);
    if (!rules.needsOverflowCheck(t)) {
      tokensFired = false;
      return -1;
    }
    rules.fireTokens(t, marking);
    tokensFired = true;
    return rules.overflow(t, marking);
  }

  /** Undoes the last {@link #fire} of {@code t}. */
  void undo(int t) {
    rules.unfireWords(t, words);
    if (tokensFired) {
      rules.unfireTokens(t, marking);
    }
  }

  /** Makes the successor of the last {@link #fire} of {@code t} current (on a path). */
  void enter(int t) {
    if (!tokensFired) {
      rules.fireTokens(t, marking);
    }
    enabled.afterFire(t, marking);
  }

  /** Returns from the successor entered by {@code t} to its predecessor (on a path). */
  void leave(int t) {
    rules.unfireWords(t, words);
    rules.unfireTokens(t, marking);
    enabled.afterUnfire(t, marking);
  }

  /**
   * Moves the tokens of the last {@link #fire} of {@code t} too (random access: the successor
   * marking is then in {@link #marking}, its enabledness is not updated); undone by
   * {@link #undo}.
   */
  void fireTokens(int t) {
    if (!tokensFired) {
      rules.fireTokens(t, marking);
      tokensFired = true;
    }
  }
}
