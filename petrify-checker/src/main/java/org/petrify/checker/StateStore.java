package org.petrify.checker;

import java.util.Arrays;

/**
 * The set of visited states: whole packed markings (never fingerprints) with dense int ids.
 *
 * <p>Layout: state {@code id}'s marking occupies {@code arena[id*words .. id*words+words-1]}
 * (the {@link MarkingCodec} layout); ids are assigned 0, 1, 2, ... in insertion order, so a
 * BFS queue is just the id range. The hash index is an open-addressing table with linear
 * probing: {@code table[slot]} holds {@code id+1}, or 0 for an empty slot; its capacity is a
 * power of two kept at most 3/4 full. No object is created per state. Growth is accounted in
 * the {@link Budget} before it happens (old and new array both count during the copy).
 */
final class StateStore {
  private static final int INITIAL_STATES = 1 << 12;

  private final int words;
  private final Budget budget;
  private long[] arena;
  private int[] table;
  private int tableMask;
  private int count;
  private int growAt;

  StateStore(int words, Budget budget) {
    this.words = words;
    this.budget = budget;
    budget.allocate(8L * INITIAL_STATES * words + 4L * INITIAL_STATES * 2);
    this.arena = new long[INITIAL_STATES * words];
    this.table = new int[INITIAL_STATES * 2];
    this.tableMask = table.length - 1;
    this.growAt = table.length / 4 * 3;
  }

  int words() {
    return words;
  }

  /** Number of stored states; ids are 0 .. size()-1. */
  int size() {
    return count;
  }

  long[] arena() {
    return arena;
  }

  /** Bytes allocated by the arena and the hash table. */
  long bytes() {
    return 8L * arena.length + 4L * table.length;
  }

  /**
   * Adds the marking {@code src[offset .. offset+words-1]} unless present.
   *
   * @return the new id ({@code >= 0}) if it was added, or {@code -(id+1)} of the stored copy
   * @throws BudgetExceededException if growing would exceed the budget
   */
  int add(long[] src, int offset) {
    long h = hash(src, offset);
    int slot = (int) h & tableMask;
    int[] t = table;
    long[] a = arena;
    int w = words;
    while (true) {
      int entry = t[slot];
      if (entry == 0) {
        break;
      }
      int base = (entry - 1) * w;
      if (equal(a, base, src, offset, w)) {
        return -entry;
      }
      slot = (slot + 1) & tableMask;
    }
    if (count >= growAt || (count + 1) * w > a.length) {
      grow();
      return add(src, offset);
    }
    int id = count++;
    System.arraycopy(src, offset, a, id * w, w);
    t[slot] = id + 1;
    return id;
  }

  /**
   * Looks a marking up without adding it.
   *
   * @return its id, or -1
   */
  int find(long[] src, int offset) {
    int slot = (int) hash(src, offset) & tableMask;
    while (true) {
      int entry = table[slot];
      if (entry == 0) {
        return -1;
      }
      if (equal(arena, (entry - 1) * words, src, offset, words)) {
        return entry - 1;
      }
      slot = (slot + 1) & tableMask;
    }
  }

  /** Copies state {@code id}'s words to {@code dest[offset ..]}. */
  void copy(int id, long[] dest, int offset) {
    System.arraycopy(arena, id * words, dest, offset, words);
  }

  /**
   * A store of the same states, with the same ids, encoded with {@code to} instead of
   * {@code from}; this store is released from the budget and must not be used any more.
   */
  StateStore reencode(MarkingCodec from, MarkingCodec to) {
    StateStore result = new StateStore(to.words(), budget);
    int[] marking = new int[from.places()];
    long[] packed = new long[to.words()];
    for (int id = 0; id < count; id++) {
      from.decode(arena, id * words, marking);
      to.encode(marking, packed, 0);
      result.add(packed, 0);
    }
    budget.release(bytes());
    arena = null;
    table = null;
    return result;
  }

  private static boolean equal(long[] a, int base, long[] src, int offset, int w) {
    if (a[base] != src[offset]) {
      return false;
    }
    for (int i = 1; i < w; i++) {
      if (a[base + i] != src[offset + i]) {
        return false;
      }
    }
    return true;
  }

  private long hash(long[] src, int offset) {
    long h = 0x9E3779B97F4A7C15L;
    for (int i = 0; i < words; i++) {
      h = (h ^ src[offset + i]) * 0xBF58476D1CE4E5B9L;
      h ^= h >>> 31;
    }
    h *= 0x94D049BB133111EBL;
    return h ^ (h >>> 29);
  }

  private void grow() {
    long maxStates = Math.min(Integer.MAX_VALUE - 8L, (Integer.MAX_VALUE - 8L) / words);
    if (count >= maxStates) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "state store full (" + count + " states of "
          + words + " words)");
    }
    if ((count + 1) * (long) words > arena.length) {
      long newStates = Math.min(maxStates, Math.max(count + 1L, (long) (arena.length / words * 1.5)));
      long newLength = newStates * words;
      long oldBytes = 8L * arena.length;
      budget.allocate(8 * newLength);
      arena = Arrays.copyOf(arena, (int) newLength);
      budget.release(oldBytes);
    }
    if (count >= growAt) {
      if (table.length >= 1 << 30) {
        throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "state hash table full (" + count + " states)");
      }
      int[] bigger = allocateTable(table.length * 2);
      int m = bigger.length - 1;
      for (int id = 0; id < count; id++) {
        int slot = (int) hash(arena, id * words) & m;
        while (bigger[slot] != 0) {
          slot = (slot + 1) & m;
        }
        bigger[slot] = id + 1;
      }
      budget.release(4L * table.length);
      table = bigger;
      tableMask = m;
      growAt = bigger.length / 4 * 3;
    }
  }

  private int[] allocateTable(int length) {
    budget.allocate(4L * length);
    return new int[length];
  }
}
