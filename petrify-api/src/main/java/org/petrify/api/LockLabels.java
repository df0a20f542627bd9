package org.petrify.api;

import java.util.Map;
import java.util.TreeMap;

/**
 * How reports name the locks of a program. An rb lock is named after its abstract object, the
 * allocation site ({@code java.lang.Object@Bank.java:6}); when exactly one field may point to
 * that object (a static field, or an instance field of one abstract object: the frontend's
 * {@code lockFields}), reports put the field first: {@code Bank.lockA
 * (java.lang.Object@Bank.java:6)}. The rb name stays part of the label, so two locks never get
 * one label. A lock the table does not know (a program given in rb, a lock of no known
 * object) keeps its rb name. Immutable.
 */
final class LockLabels {
  /** No fields: every lock is shown by its rb name. */
  static final LockLabels NONE = new LockLabels(Map.of());

  private final Map<String, String> fields;

  /** Labels from {@code fields}: rb lock name to the one field that holds it ({@code Bank.lockA}). */
  LockLabels(Map<String, String> fields) {
    this.fields = java.util.Collections.unmodifiableMap(new TreeMap<>(fields));
  }

  /** The name reports show for an rb lock: {@code Bank.lockA (site)}, or the rb name. */
  String label(String lock) {
    String field = lock == null ? null : fields.get(lock);
    return field == null ? lock : field + " (" + lock + ")";
  }

  /** {@link #label} in angle brackets, as {@code jstack} shows a lock: {@code <Bank.lockA (site)>}. */
  String shown(String lock) {
    return "<" + label(lock) + ">";
  }
}
