package org.petrify.api;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The size of a net before and after structural reduction, and the rules applied. Immutable.
 *
 * @param placesBefore places of the original net
 * @param placesAfter places of the reduced net
 * @param transitionsBefore transitions of the original net
 * @param transitionsAfter transitions of the reduced net
 * @param rules how often each rule family applied, in the order they are tried; families that
 *     never applied are left out
 * @param millis wall-clock time of the reduction
 */
public record StructuralReduction(int placesBefore, int placesAfter, int transitionsBefore,
    int transitionsAfter, List<RuleCount> rules, long millis) {

  public StructuralReduction {
    rules = List.copyOf(rules);
  }

  /** One rule family and its number of applications. */
  public record RuleCount(String rule, int applications) {}

  /** True if the reduced net is smaller than the original. */
  public boolean reduced() {
    return placesAfter < placesBefore || transitionsAfter < transitionsBefore
        || !rules.isEmpty();
  }

  /** {@code "places 40 -> 12, transitions 33 -> 9 (rule 3, ...)"}. */
  @Override
  public String toString() {
    String applied = rules.isEmpty() ? "no rule applied" : rules.stream()
        .map(r -> r.rule() + " " + r.applications()).collect(Collectors.joining(", "));
    return String.format(Locale.ROOT, "places %d -> %d, transitions %d -> %d (%s)", placesBefore,
        placesAfter, transitionsBefore, transitionsAfter, applied);
  }
}
