package org.petrify.ir.frontend.samples;

import java.util.ArrayDeque;
import java.util.LinkedList;

/**
 * Insertions on receivers the points-to analysis knows no object of (static fields never
 * written), for {@code SafeCastsTest}: such an insertion counts into every container of its
 * declared class, so an entry keeps the entries' list safe, and a string makes the deque of
 * entries unsafe.
 */
public final class SpareContainerSamples {
  static final class Entry {}

  static LinkedList<Object> spareList;
  static ArrayDeque<Object> spareDeque;
  static final LinkedList<Object> ENTRIES = new LinkedList<>();
  static final ArrayDeque<Object> DEQUE = new ArrayDeque<>();

  static Entry safeAfterSpareEntry() {
    return (Entry) ENTRIES.peekLast();
  }

  static Entry unsafeAfterSpareString() {
    return (Entry) DEQUE.peekLast();
  }

  public static void main(String[] args) {
    ENTRIES.add(new Entry());
    DEQUE.add(new Entry());
    if (args.length > 8) {
      spareList.addFirst(new Entry());
      spareDeque.addLast("text");
    }
    safeAfterSpareEntry();
    unsafeAfterSpareString();
  }
}
