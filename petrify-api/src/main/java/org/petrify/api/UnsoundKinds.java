package org.petrify.api;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import org.petrify.ir.rb.CaveatKind;

/**
 * The caveat kinds a user may accept ({@link Analysis#acceptUnsound}, the command line's
 * {@code --accept-unsound}, the Maven plugin's {@code acceptUnsound}, {@code @PetrifyCheck}'s
 * {@code acceptUnsound}): the ids of the caveat kinds ({@code summary-lock},
 * {@code library-callback}, ...) and {@link Report#ALL_KINDS}. One check for all of them, so a
 * typo is rejected everywhere with the same one-line message instead of accepting nothing.
 */
public final class UnsoundKinds {
  private UnsoundKinds() {}

  /**
   * The kinds, trimmed, in the order given without repetitions.
   *
   * @throws IllegalArgumentException with a one-line message listing the kinds when a kind is
   *     blank or unknown
   */
  public static Set<String> check(Collection<String> kinds) {
    Set<String> set = new LinkedHashSet<>();
    for (String k : kinds) {
      Objects.requireNonNull(k, "kind");
      String kind = k.trim();
      if (kind.isEmpty()) {
        throw new IllegalArgumentException("an accepted caveat kind must not be blank; the kinds"
            + " are " + list());
      }
      if (!kind.equals(Report.ALL_KINDS) && CaveatKind.of(kind).isEmpty()) {
        throw new IllegalArgumentException("unknown caveat kind '" + kind + "'; the kinds are "
            + list());
      }
      set.add(kind);
    }
    return set;
  }

  /** Every kind that can be accepted, sorted, then {@code all}: for messages and help texts. */
  public static String list() {
    return CaveatKind.ids() + ", or " + Report.ALL_KINDS;
  }
}
