package org.petrify.checker;

/**
 * A set of packed markings without ids, for searches that never look a state up by id (DFS,
 * whose witness is its stack): the markings live directly in an open-addressing table, so a
 * lookup of a stored state touches one cache line instead of two (table, then arena).
 *
 * <p>Layout: slot {@code k} holds a marking in {@code table[k*words .. k*words+words-1]}; an
 * all-zero slot is empty, and the all-zero marking is recorded in {@link #outsideStored}.
 * Linear probing; the capacity is a power of two kept at most 3/4 full; growth is accounted in
 * the {@link Budget} before it happens.
 *
 * <p>The searches use it for markings of several words ({@link SharedMarkingSet}); markings
 * of one word go into a {@link ConcurrentWordSet}, with one worker too. It stays correct for
 * one word (the generic path, {@code MarkingSetTest}).
 */
final class MarkingSet {
  private static final int INITIAL_CAPACITY = 1 << 12;

  private final int words;
  private final Budget budget;
  private long[] table;
  private int mask;
  private int count;
  private int growAt;
  /** The all-zero marking, which no slot can hold, is stored. */
  private boolean outsideStored;

  MarkingSet(int words, Budget budget) {
    this(words, budget, INITIAL_CAPACITY);
  }

  /** An empty set with room for {@code capacity} slots (a power of two, at least 4). */
  MarkingSet(int words, Budget budget, int capacity) {
    this.words = words;
    this.budget = budget;
    budget.allocate(8L * capacity * words);
    table = new long[capacity * words];
    mask = capacity - 1;
    growAt = capacity / 4 * 3;
  }

  /**
   * The hash of the marking at {@code src[offset ..]} of {@code words} words, as this set
   * computes it (a {@link SharedMarkingSet} picks segments by its highest bits, this set slots
   * by its lowest).
   */
  static long hashOf(long[] src, int offset, int words) {
    if (words == 1) {
      return mix(src[offset]);
    }
    long h = 0x9E3779B97F4A7C15L;
    for (int i = 0; i < words; i++) {
      h = mix(h ^ src[offset + i]);
    }
    return h;
  }

  int size() {
    return count;
  }

  long bytes() {
    return 8L * table.length;
  }

  /** Adds the marking at {@code src[offset ..]}; true if it was not present. */
  boolean add(long[] src, int offset) {
    return add(src, offset, hashOf(src, offset, words));
  }

  /** As {@link #add(long[], int)}, given the marking's {@link #hashOf hash}. */
  boolean add(long[] src, int offset, long hash) {
    if (isZero(src, offset)) {
      return addOutside();
    }
    long[] t = table;
    int w = words;
    int slot = (int) hash & mask;
    while (true) {
      int base = slot * w;
      if (isZero(t, base)) {
        break;
      }
      if (equal(t, base, src, offset, w)) {
        return false;
      }
      slot = (slot + 1) & mask;
    }
    if (count >= growAt) {
      grow();
      return add(src, offset, hash);
    }
    System.arraycopy(src, offset, t, slot * w, w);
    count++;
    return true;
  }

  /**
   * True if the marking at {@code src[offset ..]} is present. Tolerates a writer on another
   * thread in the sense a {@link java.util.concurrent.locks.StampedLock} optimistic read needs:
   * it reads the table once and derives the mask from its length, so it neither fails nor
   * loops forever; the answer is only meaningful if no write overlapped it.
   */
  boolean contains(long[] src, int offset, long hash) {
    long[] t = table;
    int w = words;
    if (isZero(src, offset)) {
      return outsideStored;
    }
    int m = t.length / w - 1;
    int slot = (int) hash & m;
    while (true) {
      int base = slot * w;
      if (isZero(t, base)) {
        return false;
      }
      if (equal(t, base, src, offset, w)) {
        return true;
      }
      slot = (slot + 1) & m;
    }
  }

  private boolean addOutside() {
    if (outsideStored) {
      return false;
    }
    outsideStored = true;
    count++;
    return true;
  }

  private boolean isZero(long[] a, int base) {
    for (int i = 0; i < words; i++) {
      if (a[base + i] != 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean equal(long[] a, int base, long[] src, int offset, int w) {
    for (int i = 0; i < w; i++) {
      if (a[base + i] != src[offset + i]) {
        return false;
      }
    }
    return true;
  }

  static long mix(long h) {
    h ^= h >>> 33;
    h *= 0xFF51AFD7ED558CCDL;
    h ^= h >>> 33;
    h *= 0xC4CEB9FE1A85EC53L;
    return h ^ (h >>> 33);
  }

  private void grow() {
    long newCapacity = 2L * (mask + 1);
    if (newCapacity * words > Integer.MAX_VALUE - 8) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "state table full (" + count + " states of "
          + words + " words)");
    }
    budget.allocate(8 * newCapacity * words);
    long[] old = table;
    long[] bigger = new long[(int) (newCapacity * words)];
    int m = (int) newCapacity - 1;
    int w = words;
    for (int base = 0; base < old.length; base += w) {
      if (!isZero(old, base)) {
        int slot = (int) hashOf(old, base, w) & m;
        while (!isZero(bigger, slot * w)) {
          slot = (slot + 1) & m;
        }
        System.arraycopy(old, base, bigger, slot * w, w);
      }
    }
    table = bigger;
    mask = m;
    growAt = (int) (newCapacity / 4 * 3);
    budget.release(8L * old.length);
  }
}
