package org.petrify.ir.encode;

import java.util.Arrays;

/**
 * The results of {@link LockDepths}'s operations on its interned vectors of masks, keyed by two
 * longs (the operand's id and the operation with its argument): an open-addressing table, so a
 * repeated operation costs one lookup instead of a pass over every lock.
 *
 * <p>Layout: slot {@code i} holds key {@code (keys[2i], keys[2i + 1])} and its result
 * {@code values[i]}, or nothing if {@code values[i]} is null; the capacity is a power of two at
 * least twice the size (linear probing). The two halves of a key sit side by side, so a probe
 * reads one cache line of keys and one of results (the race check's fixpoints make tens of
 * millions of lookups in a table far larger than the caches).
 */
final class VectorMemo {
  /**
   * The longs the results may hold: the table is emptied rather than grown past
   * {@code BUDGET / width} entries, as each may keep a vector alive that no node holds any more.
   */
  private static final int BUDGET = 1 << 24;

  private final int maxSize;

  private long[] keys = new long[2 * 1024];
  private long[][] values = new long[1024][];
  private int size;

  /** A memo for vectors of {@code width} longs. */
  VectorMemo(int width) {
    this.maxSize = Math.max(4096, BUDGET / Math.max(1, width));
  }

  /** The result stored for the key, or {@code null}. */
  long[] get(long a, long b) {
    int mask = values.length - 1;
    for (int i = slot(a, b) & mask; ; i = (i + 1) & mask) {
      long[] v = values[i];
      if (v == null || keys[2 * i] == a && keys[2 * i + 1] == b) {
        return v;
      }
    }
  }

  /** Stores the result for a key not present. */
  void put(long a, long b, long[] result) {
    if (size >= maxSize) {
      clear();
    }
    if (2 * (size + 1) > values.length) {
      grow();
    }
    insert(a, b, result);
    size++;
  }

  private void clear() {
    Arrays.fill(values, null);
    size = 0;
  }

  private void insert(long a, long b, long[] result) {
    int mask = values.length - 1;
    int i = slot(a, b) & mask;
    while (values[i] != null) {
      i = (i + 1) & mask;
    }
    keys[2 * i] = a;
    keys[2 * i + 1] = b;
    values[i] = result;
  }

  private void grow() {
    long[] oldKeys = keys;
    long[][] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new long[oldValues.length * 2][];
    for (int i = 0; i < oldValues.length; i++) {
      if (oldValues[i] != null) {
        insert(oldKeys[2 * i], oldKeys[2 * i + 1], oldValues[i]);
      }
    }
  }

  private static int slot(long a, long b) {
    long x = (a * 0x9E3779B97F4A7C15L) ^ (b * 0xC2B2AE3D27D4EB4FL);
    x ^= x >>> 29;
    x *= 0xBF58476D1CE4E5B9L;
    return (int) (x ^ (x >>> 32));
  }
}
