package org.petrify.checker.reduce;

import java.util.Arrays;

/**
 * A small growable set or list of ints: elements in insertion order in {@code items[0..size-1]}
 * (as a set: no duplicates, removal moves the last element into the gap). Linear membership,
 * which is what the short consumer and producer lists of a place need; plain Java, so the
 * reduction loads nothing heavy.
 */
final class IntBag {
  private int[] items = new int[4];
  private int size;

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  int get(int index) {
    return items[index];
  }

  /** Appends (list use). */
  void add(int value) {
    if (size == items.length) {
      items = Arrays.copyOf(items, size * 2);
    }
    items[size++] = value;
  }

  /** Appends all of {@code values} (list use). */
  void addAll(int[] values) {
    for (int v : values) {
      add(v);
    }
  }

  /** Adds {@code value} unless present (set use). */
  void addUnique(int value) {
    if (!contains(value)) {
      add(value);
    }
  }

  boolean contains(int value) {
    for (int i = 0; i < size; i++) {
      if (items[i] == value) {
        return true;
      }
    }
    return false;
  }

  /** Removes one occurrence of {@code value} (set use; the order changes). */
  void remove(int value) {
    for (int i = 0; i < size; i++) {
      if (items[i] == value) {
        items[i] = items[--size];
        return;
      }
    }
  }

  void clear() {
    size = 0;
  }

  /** The smallest element; the bag must not be empty. */
  int min() {
    int m = items[0];
    for (int i = 1; i < size; i++) {
      m = Math.min(m, items[i]);
    }
    return m;
  }

  /** A copy of the elements, sorted. */
  int[] sorted() {
    int[] r = Arrays.copyOf(items, size);
    Arrays.sort(r);
    return r;
  }

  /** A copy of the elements in their current order. */
  int[] toArray() {
    return Arrays.copyOf(items, size);
  }
}
