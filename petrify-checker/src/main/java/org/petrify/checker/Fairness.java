package org.petrify.checker;

import java.util.ArrayList;
import java.util.List;

/**
 * A fairness assumption for {@code EG} and {@code AF}: a list of transition groups (typically
 * one per thread, or per nondeterministic choice), each weakly or strongly fair.
 *
 * <p>Only infinite paths are constrained. An infinite path is fair iff for every group G:
 * <ul>
 *   <li>{@link Kind#WEAK}: if from some point on some transition of G is enabled in every state,
 *       then transitions of G fire infinitely often (G is never continuously enabled yet
 *       ignored);</li>
 *   <li>{@link Kind#STRONG}: if some transition of G is enabled in infinitely many states, then
 *       transitions of G fire infinitely often.</li>
 * </ul>
 * A finite maximal path (ending in a deadlock) is always fair: nothing is enabled at its end.
 * With a non-empty assumption {@code EG φ} means "some fair maximal path stays in φ" and
 * {@code AF φ} "every fair maximal path meets φ"; the other operators ({@code EX AX EF AG EU AU})
 * keep quantifying over all paths. Fairness needs the full state graph (global labelling, no
 * partial-order reduction).
 */
public record Fairness(List<Group> groups) {

  public Fairness {
    groups = List.copyOf(groups);
  }

  /** How a group is fair. */
  public enum Kind { WEAK, STRONG }

  /** A named group of transition ids with its kind of fairness. */
  public record Group(String name, Kind kind, List<Integer> transitions) {
    public Group {
      transitions = List.copyOf(transitions);
      if (transitions.isEmpty()) {
        throw new IllegalArgumentException("fairness group '" + name + "' has no transition");
      }
    }
  }

  /** No fairness: all maximal paths count. */
  public static Fairness none() {
    return new Fairness(List.of());
  }

  /** This assumption plus a weakly fair group. */
  public Fairness weak(String name, List<Integer> transitions) {
    return with(new Group(name, Kind.WEAK, transitions));
  }

  /** This assumption plus a strongly fair group. */
  public Fairness strong(String name, List<Integer> transitions) {
    return with(new Group(name, Kind.STRONG, transitions));
  }

  private Fairness with(Group group) {
    List<Group> more = new ArrayList<>(groups);
    more.add(group);
    return new Fairness(more);
  }

  public boolean isEmpty() {
    return groups.isEmpty();
  }
}
