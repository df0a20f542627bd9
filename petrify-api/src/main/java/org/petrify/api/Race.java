package org.petrify.api;

import java.util.List;
import java.util.Objects;
import org.petrify.api.replay.Confirmation;

/**
 * A potential data race: two accesses to {@code location} by different threads, at least one
 * a write, that can both happen next after {@code interleaving} (the steps, in Java terms, that
 * lead to a state where both are enabled). {@code first} and {@code second} are in key order
 * (file, line, read before write).
 *
 * <p>{@code location} names a field as {@code Class.field} (the class's binary name without
 * its package, {@code $} replaced by {@code .}) or an array element as
 * {@code type[]@File.java:line} (the array's allocation site).
 */
public record Race(String location, Access first, Access second, Confirmation confirmed,
    List<Step> interleaving) {

  public Race {
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(confirmed, "confirmed");
    if (Access.KEY_ORDER.compare(first, second) > 0) {
      Access t = first;
      first = second;
      second = t;
    }
    if (first.kind() == AccessKind.READ && second.kind() == AccessKind.READ) {
      throw new IllegalArgumentException("two reads do not race: " + location);
    }
    interleaving = List.copyOf(interleaving);
  }

  /** A race that no replay has tried to confirm yet. */
  public static Race of(String location, Access a, Access b, List<Step> interleaving) {
    return new Race(location, a, b, Confirmation.NOT_TRIED, interleaving);
  }

  /** This race with the outcome of a replay. */
  public Race withConfirmation(Confirmation c) {
    return new Race(location, first, second, c, interleaving);
  }

  /** True if the location is an array element rather than a field. */
  public boolean isArrayElement() {
    return location.contains("[]@");
  }

  /**
   * The race as the corpus declares it: {@code "Account.balance: write@Bank.java:12 /
   * read@Bank.java:19"}. Threads and the interleaving are not part of the key: two races of
   * different threads at the same two sites have one key.
   */
  public String key() {
    return location + ": " + first.keyPart() + " / " + second.keyPart();
  }

  /**
   * The one-line warning, e.g. {@code WARNING: data race on field `Account.balance` between
   * `Thread-1` writing at `Bank.java:12` and `Thread-2` reading at `Bank.java:19`}, followed by
   * the replay outcome when one was tried.
   */
  public String headline() {
    StringBuilder s = new StringBuilder("WARNING: data race on ")
        .append(isArrayElement() ? "array element " : "field ")
        .append('`').append(location).append("` between `").append(first.thread()).append("` ")
        .append(first.kind().gerund()).append(" at `").append(first.site()).append("` and `")
        .append(second.thread()).append("` ").append(second.kind().gerund()).append(" at `")
        .append(second.site()).append('`');
    if (confirmed != Confirmation.NOT_TRIED) {
      s.append(" [").append(confirmed.label()).append(']');
    }
    return s.toString();
  }

  /** The headline, both frames, and the interleaving that makes both accesses enabled. */
  public String text() {
    StringBuilder s = new StringBuilder(headline()).append('\n');
    s.append("    ").append(first.thread()).append(' ').append(first.kind().word()).append(" at ")
        .append(first.at().frame()).append('\n');
    s.append("    ").append(second.thread()).append(' ').append(second.kind().word()).append(" at ")
        .append(second.at().frame()).append('\n');
    if (!interleaving.isEmpty()) {
      s.append("  Interleaving that enables both accesses:\n");
      for (Step step : interleaving) {
        s.append("    ").append(step).append('\n');
      }
    }
    return s.toString();
  }
}
