package org.petrify.agent.rt;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/**
 * Dense ids for objects by identity (1, 2, ... in order of first use), without keeping the
 * objects alive. An open-addressing table of weak references keyed by
 * {@link System#identityHashCode}; slots of collected objects are reclaimed when the table is
 * rebuilt. All access is under the table's monitor (the agent's own lock, never one of the
 * program's).
 */
final class ObjectIds {
  private static final class Entry extends WeakReference<Object> {
    final int hash;
    final int id;

    Entry(Object o, int hash, int id, ReferenceQueue<Object> queue) {
      super(o, queue);
      this.hash = hash;
      this.id = id;
    }
  }

  private final ReferenceQueue<Object> collected = new ReferenceQueue<>();
  private Entry[] table = new Entry[1 << 12];
  private int used;
  private int nextId = 1;

  /** The id of {@code o}, assigning the next one on first use. */
  synchronized int id(Object o) {
    int h = System.identityHashCode(o);
    Entry[] t = table;
    int mask = t.length - 1;
    for (int i = mix(h) & mask; ; i = (i + 1) & mask) {
      Entry e = t[i];
      if (e == null) {
        int id = nextId++;
        t[i] = new Entry(o, h, id, collected);
        if (++used * 2 > t.length) {
          rebuild();
        }
        return id;
      }
      if (e.hash == h && e.get() == o) {
        return e.id;
      }
    }
  }

  private void rebuild() {
    while (collected.poll() != null) {
      used--;
    }
    Entry[] old = table;
    int live = 0;
    for (Entry e : old) {
      if (e != null && e.get() != null) {
        live++;
      }
    }
    Entry[] t = new Entry[Math.max(1 << 12, Integer.highestOneBit(Math.max(live, 1) * 4) * 2)];
    int mask = t.length - 1;
    for (Entry e : old) {
      if (e != null && e.get() != null) {
        int i = mix(e.hash) & mask;
        while (t[i] != null) {
          i = (i + 1) & mask;
        }
        t[i] = e;
      }
    }
    table = t;
    used = live;
  }

  private static int mix(int h) {
    h *= 0x9E3779B9;
    return h ^ (h >>> 16);
  }
}
