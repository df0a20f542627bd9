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
 *   <li>and for every {@link Response} R: if transitions of R's trigger fire infinitely often,
 *       transitions of R's response fire infinitely often (a Streett pair: "every trigger is
 *       eventually answered" without a bound on how long).</li>
 * </ul>
 * A finite maximal path (ending in a deadlock) is always fair: nothing is enabled at its end.
 * With a non-empty assumption {@code EG φ} means "some fair maximal path stays in φ" and
 * {@code AF φ} "every fair maximal path meets φ"; the other operators ({@code EX AX EF AG EU AU})
 * keep quantifying over all paths. Fairness needs the full state graph (global labelling, no
 * partial-order reduction).
 */
public record Fairness(List<Group> groups, List<Response> responses) {

  public Fairness {
    groups = List.copyOf(groups);
    responses = List.copyOf(responses);
  }

  /** An assumption made of groups only. */
  public Fairness(List<Group> groups) {
    this(groups, List.of());
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

  /**
   * A named Streett pair: a fair infinite path that fires {@code trigger} transitions
   * infinitely often fires {@code response} transitions infinitely often ({@code response}
   * may be empty: then the trigger fires only finitely often).
   */
  public record Response(String name, List<Integer> trigger, List<Integer> response) {
    public Response {
      trigger = List.copyOf(trigger);
      response = List.copyOf(response);
      if (trigger.isEmpty()) {
        throw new IllegalArgumentException("response '" + name + "' has no trigger");
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

  /** This assumption plus a Streett pair ({@link Response}). */
  public Fairness responding(String name, List<Integer> trigger, List<Integer> response) {
    List<Response> more = new ArrayList<>(responses);
    more.add(new Response(name, trigger, response));
    return new Fairness(groups, more);
  }

  private Fairness with(Group group) {
    List<Group> more = new ArrayList<>(groups);
    more.add(group);
    return new Fairness(more, responses);
  }

  /** True if nothing constrains the paths: all maximal paths count. */
  public boolean isEmpty() {
    return groups.isEmpty() && responses.isEmpty();
  }
}
