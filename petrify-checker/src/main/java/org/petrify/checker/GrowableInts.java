package org.petrify.checker;

import java.util.Arrays;

/** A growable list of ints without boxing, reused across states ({@link #clear} keeps capacity). */
final class GrowableInts {
  private int[] values;
  private int size;

  GrowableInts() {
    this(16);
  }

  GrowableInts(int capacity) {
    values = new int[Math.max(1, capacity)];
  }

  void add(int value) {
    if (size == values.length) {
      values = Arrays.copyOf(values, values.length * 2);
    }
    values[size++] = value;
  }

  /** Appends {@code source[from .. to - 1]}. */
  void addAll(int[] source, int from, int to) {
    int n = to - from;
    if (size + n > values.length) {
      values = Arrays.copyOf(values, Math.max(values.length * 2, size + n));
    }
    System.arraycopy(source, from, values, size, n);
    size += n;
  }

  /** Copies {@code [from .. to - 1]} to {@code target[at ..]}. */
  void copyRange(int from, int to, int[] target, int at) {
    System.arraycopy(values, from, target, at, to - from);
  }

  int get(int index) {
    return values[index];
  }

  void set(int index, int value) {
    values[index] = value;
  }

  int size() {
    return size;
  }

  void clear() {
    size = 0;
  }

  void truncate(int newSize) {
    size = newSize;
  }

  void copyFrom(GrowableInts other) {
    if (values.length < other.size) {
      values = new int[other.values.length];
    }
    System.arraycopy(other.values, 0, values, 0, other.size);
    size = other.size;
  }

  int[] toArray() {
    return Arrays.copyOf(values, size);
  }

  long bytes() {
    return 4L * values.length;
  }
}
