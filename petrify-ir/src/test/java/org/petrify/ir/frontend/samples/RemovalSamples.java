package org.petrify.ir.frontend.samples;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.TreeSet;

/**
 * Removals by equality for {@code EqualityRemovalsTest}: each {@code safe...} method makes one
 * removal that cannot throw, each {@code unsafe...} method one that may.
 */
public final class RemovalSamples {
  /** Object's equality. */
  static final class Entry {}

  /** An equality of its own, which may throw. */
  static final class Keyed {
    String key;

    @Override
    public boolean equals(Object o) {
      return o instanceof Keyed k && key.equals(k.key);
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  /** Object's equals and hashCode, but a compareTo of its own (HashMap's tree bins call it). */
  static final class Ranked implements Comparable<Ranked> {
    @Override
    public int compareTo(Ranked o) {
      throw new IllegalStateException();
    }
  }

  enum Key { A }

  static boolean safeIdentityEntry(LinkedList<Entry> list, Entry e) {
    return list.remove(e);
  }

  static String safeEnumKey(HashMap<Key, String> map) {
    return map.remove(Key.A);
  }

  static boolean safeStringSet(HashSet<String> set, String s) {
    return set.remove(s);
  }

  static boolean safeNull(ArrayDeque<Entry> queue) {
    return queue.remove(null);
  }

  static boolean unsafeOwnEquals(LinkedList<Keyed> list, Keyed k) {
    return list.remove(k);
  }

  static boolean unsafeTreeSet(TreeSet<Entry> set, Entry e) {
    return set.remove(e);
  }

  static boolean unsafeImmutable(List<Entry> list, Entry e) {
    return list.remove(e);
  }

  static String unsafeComparable(HashMap<Ranked, String> map, Ranked r) {
    return map.remove(r);
  }

  public static void main(String[] args) {
    Entry e = new Entry();
    LinkedList<Entry> list = new LinkedList<>();
    list.add(e);
    safeIdentityEntry(list, e);
    HashMap<Key, String> map = new HashMap<>();
    map.put(Key.A, "a");
    safeEnumKey(map);
    HashSet<String> set = new HashSet<>();
    set.add("s");
    safeStringSet(set, "s");
    ArrayDeque<Entry> queue = new ArrayDeque<>();
    queue.add(e);
    safeNull(queue);
    Keyed k = new Keyed();
    LinkedList<Keyed> keyed = new LinkedList<>();
    keyed.add(k);
    unsafeOwnEquals(keyed, k);
    unsafeTreeSet(new TreeSet<>(), e);
    unsafeImmutable(List.of(e), e);
    HashMap<Ranked, String> ranked = new HashMap<>();
    Ranked r = new Ranked();
    ranked.put(r, "r");
    unsafeComparable(ranked, r);
  }
}
