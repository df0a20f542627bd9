package org.petrify.ir.frontend;

import java.util.Map;
import java.util.TreeMap;

/**
 * What the {@link ProcedureTranslator} has pinned at a point of a method: choices made earlier
 * that later statements must agree with. A statement is translated once per environment that
 * reaches it, so environments are values (immutable, compared by content); maps are keyed by
 * Jimple local name.
 *
 * @param syncLock the lock chosen for a synchronized method whose receiver may be several
 *     objects, or the receiver's instance a receiver variant was called with ({@link
 *     ReceiverInstances}): the thread holds it for the whole body ({@code null} if there is one
 *     candidate or neither applies); it is pinned for the whole body
 * @param monitors the lock chosen at a {@code monitorenter} on a local that may point to
 *     several objects, pinned until the matching {@code monitorexit} on that local
 * @param tryLocks the outcome of a non-blocking attempt ({@code tryLock()}, {@code offer},
 *     {@code poll} ...) stored in a local, pinned while the local is live: the local is not
 *     assigned again before it dies (an assignment calls {@link #without}), so every later test
 *     of it sees the same outcome
 * @param values the known values of locals that hold tracked finite-domain values (see {@link
 *     LocalValue}), pinned while the local is live
 * @param objects per local, the id of the one abstract object it refers to when it is not
 *     null ({@link PolledObjects}: a points-to set narrowed along the path), pinned while the
 *     local is live
 */
record Environment(String syncLock, Map<String, String> monitors, Map<String, Boolean> tryLocks,
    Map<String, LocalValue> values, Map<String, Integer> objects) {

  /** Nothing pinned. */
  static final Environment EMPTY = new Environment(null, Map.of(), Map.of(), Map.of(),
      Map.of());

  Environment {
    monitors = Map.copyOf(monitors);
    tryLocks = Map.copyOf(tryLocks);
    values = Map.copyOf(values);
    objects = Map.copyOf(objects);
  }

  Environment withSyncLock(String lock) {
    return new Environment(lock, monitors, tryLocks, values, objects);
  }

  Environment withMonitor(String local, String lock) {
    return new Environment(syncLock, put(monitors, local, lock), tryLocks, values, objects);
  }

  Environment withTryLock(String local, boolean success) {
    return new Environment(syncLock, monitors, put(tryLocks, local, success), values, objects);
  }

  Environment withValue(String local, LocalValue value) {
    return new Environment(syncLock, monitors, tryLocks, put(values, local, value), objects);
  }

  /** The local, when not null, refers to the runtime object of abstract object {@code id}. */
  Environment withObject(String local, int id) {
    return new Environment(syncLock, monitors, tryLocks, values, put(objects, local, id));
  }

  /**
   * Forgets everything pinned for the local (it is assigned anew), with the marks of an
   * iterator local ({@link ListKinds#MARK}).
   */
  Environment without(String local) {
    String marks = local + ListKinds.MARK;
    boolean marked = objects.keySet().stream().anyMatch(k -> k.startsWith(marks));
    if (!monitors.containsKey(local) && !tryLocks.containsKey(local)
        && !values.containsKey(local) && !objects.containsKey(local) && !marked) {
      return this;
    }
    Map<String, Integer> kept = new TreeMap<>(objects);
    kept.remove(local);
    kept.keySet().removeIf(k -> k.startsWith(marks));
    return new Environment(syncLock, remove(monitors, local), remove(tryLocks, local),
        remove(values, local), kept);
  }

  /** Forgets the object (or mark) pinned under {@code key} alone. */
  Environment withoutObject(String key) {
    return objects.containsKey(key)
        ? new Environment(syncLock, monitors, tryLocks, values, remove(objects, key)) : this;
  }

  /** Forgets the monitor pinned for the local (its {@code monitorexit} released it). */
  Environment withoutMonitor(String local) {
    return monitors.containsKey(local)
        ? new Environment(syncLock, remove(monitors, local), tryLocks, values, objects) : this;
  }

  /**
   * Keeps only the values, attempt outcomes and objects of locals the predicate accepts (the
   * live ones), so that states that differ only in dead locals merge again.
   */
  Environment retainLive(java.util.function.Predicate<String> live) {
    Map<String, LocalValue> kept = retained(values, live);
    Map<String, Boolean> keptTries = retained(tryLocks, live);
    Map<String, Integer> keptObjects = retained(objects, live);
    return kept.size() == values.size() && keptTries.size() == tryLocks.size()
        && keptObjects.size() == objects.size() ? this
        : new Environment(syncLock, monitors, keptTries, kept, keptObjects);
  }

  private static <V> Map<String, V> retained(Map<String, V> m,
      java.util.function.Predicate<String> live) {
    Map<String, V> kept = new TreeMap<>();
    m.forEach((k, v) -> {
      if (live.test(k)) {
        kept.put(k, v);
      }
    });
    return kept;
  }

  private static <V> Map<String, V> put(Map<String, V> m, String key, V value) {
    Map<String, V> copy = new TreeMap<>(m);
    copy.put(key, value);
    return copy;
  }

  private static <V> Map<String, V> remove(Map<String, V> m, String key) {
    Map<String, V> copy = new TreeMap<>(m);
    copy.remove(key);
    return copy;
  }
}
