package org.petrify.api;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.frontend.ThreadName;
import org.petrify.ir.pointsto.Origins;
import org.petrify.ir.rb.Origin;

/**
 * How reports name the threads of a program: the run-time Java name of each rb thread
 * ({@link ThreadName#label()}: {@code main}, {@code Thread-0}, {@code worker},
 * {@code pool-1-thread-2}, a trailing {@code ?} when not exact), made unique by the creation
 * site when two threads share a name ({@code worker@Main.java:12}), and by the rb id after that.
 * A thread the table does not know (a program given in rb) keeps its rb id; a task of an
 * {@code invokeAll} batch ({@code <batch>/task<k>}) is its batch's name with {@code /task<k>}.
 * Immutable.
 */
final class ThreadLabels {
  /** No names: every thread is shown by its rb id. */
  static final ThreadLabels NONE = new ThreadLabels(Map.of());

  private final Map<String, ThreadName> names;
  private final Map<String, String> labels = new HashMap<>();

  ThreadLabels(Map<String, ThreadName> names) {
    this.names = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(names));
    Map<String, List<String>> byLabel = new LinkedHashMap<>();
    names.forEach((id, n) -> byLabel.computeIfAbsent(n.label(), k -> new java.util.ArrayList<>())
        .add(id));
    Map<String, Integer> uses = new HashMap<>();
    for (Map.Entry<String, List<String>> e : byLabel.entrySet()) {
      for (String id : e.getValue()) {
        ThreadName n = names.get(id);
        String label = e.getValue().size() == 1 || !n.createdAt().isKnown() ? e.getKey()
            : n.name() + "@" + Origins.shortPlace(n.createdAt()) + (n.exact() ? "" : "?");
        labels.put(id, label);
        uses.merge(label, 1, Integer::sum);
      }
    }
    labels.replaceAll((id, label) -> uses.get(label) > 1 ? label + " (" + id + ")" : label);
  }

  /** The name reports show for an rb thread id. */
  String label(String id) {
    String known = labels.get(id);
    if (known != null) {
      return known;
    }
    String batch = batchOf(id);
    if (batch != null && labels.containsKey(batch)) {
      return labels.get(batch) + id.substring(batch.length());
    }
    return id;
  }

  /** Where the thread was created, {@link Origin#NONE} if unknown. */
  Origin createdAt(String id) {
    ThreadName n = names.get(id);
    if (n == null && batchOf(id) != null) {
      n = names.get(batchOf(id));
    }
    return n != null ? n.createdAt() : Origin.NONE;
  }

  /**
   * The id of the {@code invokeAll} batch whose task {@code id} is ({@code <batch>/task<k>}:
   * the part before the last {@code /task}), or null when {@code id} is no task id.
   */
  private static String batchOf(String id) {
    int task = id.lastIndexOf("/task");
    return task > 0 ? id.substring(0, task) : null;
  }

  /** The run-time names by rb thread id (empty for a program given in rb). */
  Map<String, ThreadName> names() {
    return names;
  }
}
