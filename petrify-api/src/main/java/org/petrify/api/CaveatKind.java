package org.petrify.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The kind of a {@link Caveat}: which construct is not modelled exactly, named by its
 * {@link #id()} ({@code "summary-lock"}) in reports and in {@code --accept-unsound} /
 * {@link Analysis#acceptUnsound}. The kinds are a closed list ({@link #all()}); two kinds are
 * equal exactly when their ids are. Immutable.
 *
 * <p>This is a value class rather than an enum because the list of kinds grows with the
 * library models: it is read from the analysis's own list, so a new kind needs no change here.
 */
public final class CaveatKind implements Comparable<CaveatKind> {
  private static final Map<String, CaveatKind> KINDS = new ConcurrentHashMap<>();
  private static final List<CaveatKind> LISTED = java.util.Arrays
      .stream(org.petrify.ir.rb.CaveatKind.values())
      .map(k -> intern(k.id())).sorted().toList();

  private final String id;

  private CaveatKind(String id) {
    this.id = id;
  }

  /** The name in reports and in {@code --accept-unsound}, e.g. {@code "summary-lock"}. */
  public String id() {
    return id;
  }

  /** The listed kind named {@code id}, if there is one. */
  public static Optional<CaveatKind> of(String id) {
    return org.petrify.ir.rb.CaveatKind.of(id).map(k -> intern(k.id()));
  }

  /**
   * The listed kind named {@code id}.
   *
   * @throws IllegalArgumentException if no kind is named {@code id} (the message lists the kinds)
   */
  public static CaveatKind named(String id) {
    return of(id).orElseThrow(() -> new IllegalArgumentException(
        "unknown caveat kind '" + id + "'; the kinds are " + ids()));
  }

  /** Every listed kind, sorted by id. */
  public static List<CaveatKind> all() {
    return LISTED;
  }

  /** The ids of all kinds, sorted, separated by ", " (for error messages). */
  public static String ids() {
    return String.join(", ", LISTED.stream().map(CaveatKind::id).toList());
  }

  /**
   * The kind with this id, listed or not: a caveat made by the analysis keeps its kind even if
   * the list (checked only when assertions are on) does not name it.
   */
  static CaveatKind intern(String id) {
    return KINDS.computeIfAbsent(id, CaveatKind::new);
  }

  @Override
  public int compareTo(CaveatKind other) {
    return id.compareTo(other.id);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CaveatKind k && k.id.equals(id);
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }

  /** The id. */
  @Override
  public String toString() {
    return id;
  }
}
