package org.petrify.checker;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How a check explored the state space: the partial-order reductions used (or why none) and
 * the algorithms (the structural reduction of the net before, if any, is
 * {@link CheckResult#structuralReduction()}). A value for callers
 * that act on it ({@link #usesStubbornSets()}); {@link #toString()} is the text for people.
 * A check made of several searches (a Boolean combination) lists all of them.
 *
 * @param partialOrders the stubborn-set variants used, or the reasons for none; never empty
 * @param algorithms the search algorithms used; never empty
 */
public record Reduction(Set<PartialOrder> partialOrders, Set<Algorithm> algorithms) {

  /** A stubborn-set variant, or why stubborn sets were not used. */
  public enum PartialOrder {
    /** Deadlock-preserving stubborn sets (Tarjan closure of the needs graph). */
    DEADLOCK("stubborn (deadlock-preserving)"),
    /**
     * Deadlock-preserving stubborn sets given up during the search (the rule of
     * {@code StubbornSet.SAMPLE}): every enabled transition fired from then on.
     */
    DEADLOCK_GIVEN_UP("stubborn sets (deadlock-preserving) given up after "
        + StubbornSet.SAMPLE + " markings with two or more enabled transitions, every enabled"
        + " transition fired from then on"),
    /** Reachability-preserving stubborn sets seeded with an up-set of the goal. */
    UPSET("stubborn (reachability-preserving, up-sets)"),
    /**
     * For AG EF / EF AG: an up-set or an invisible deadlock-preserving set where the goal is
     * false, a deadlock-preserving set where it holds, full expansion in bottom components.
     */
    HOME("stubborn (up-set or invisible deadlock-preserving where the goal is false, "
        + "deadlock-preserving where it holds, full in bottom components)"),
    /**
     * Deadlock-preserving sets, fully expanded at visible transitions and when closing a cycle
     * (stutter-invariant top-level CTL operators).
     */
    STUTTER("stubborn (deadlock-preserving, fully expanded at visible transitions, cycle proviso)"),
    /** Off by option. */
    DISABLED("none (disabled by option)"),
    /** A full exploration was asked for. */
    FULL("none (full exploration)"),
    /** Decided at the initial marking, nothing explored. */
    INITIAL("none (initial marking)"),
    /** The formula class is not preserved by the stubborn sets we have (nested CTL, next). */
    NOT_PRESERVED("none (only top-level EF/AG/EU/EG/AF/AU of propositional operands are reduced)"),
    /** Fairness needs the full state graph. */
    FAIRNESS("none (fairness needs the full state graph)"),
    /** Bounds need every state. */
    BOUNDS("none (bounds need every state)"),
    /** Stubborn sets were computed but none was smaller than the enabled set. */
    NOT_SMALLER("none (no stubborn set was smaller than the enabled set)"),
    /** The session had built the full graph already; later checks label it. */
    GRAPH("none (full state graph)"),
    /** Decided by a structural proof, nothing explored. */
    PROOF("none (decided structurally)");

    private final String text;

    PartialOrder(String text) {
      this.text = text;
    }

    public boolean isStubborn() {
      return ordinal() <= STUTTER.ordinal();
    }

    @Override
    public String toString() {
      return text;
    }
  }

  /** The search algorithm. */
  public enum Algorithm {
    REACHABILITY("reachability search"),
    CTL_ON_THE_FLY("CTL on the fly"),
    CTL_GLOBAL("CTL global labelling"),
    HOME_BOTTOM_COMPONENTS("AG EF by bottom strongly connected components on the fly"),
    HOME_TARJAN("AG EF by one Tarjan pass with early propagation of goal reachability"),
    EXHAUSTIVE("exhaustive exploration"),
    /**
     * No reachable dead marking, by the siphon-trap property
     * ({@code org.petrify.checker.structural.DeadlockFreedom}).
     */
    SIPHON_TRAP("siphon-trap proof (no dead marking, nothing explored)", "siphon-trap"),
    /** No reachable dead marking, by the state equation with trap constraints. */
    STATE_EQUATION("state-equation proof (no dead marking, nothing explored)",
        "state-equation");

    private final String text;
    private final String technique;

    Algorithm(String text) {
      this(text, null);
    }

    Algorithm(String text, String technique) {
      this.text = text;
      this.technique = technique;
    }

    /** The structural technique that decided without exploring, or null for a search. */
    public String structuralTechnique() {
      return technique;
    }

    /** The algorithm of a structural proof by {@code technique}, or null if none is known. */
    public static Algorithm ofTechnique(String technique) {
      for (Algorithm a : values()) {
        if (technique.equals(a.technique)) {
          return a;
        }
      }
      return null;
    }

    @Override
    public String toString() {
      return text;
    }
  }

  public Reduction {
    if (partialOrders.isEmpty() || algorithms.isEmpty()) {
      throw new IllegalArgumentException("a reduction names at least one method");
    }
    partialOrders = Collections.unmodifiableSet(EnumSet.copyOf(partialOrders));
    algorithms = Collections.unmodifiableSet(EnumSet.copyOf(algorithms));
  }

  /** One search with one partial-order choice. */
  public static Reduction of(PartialOrder partialOrder, Algorithm algorithm) {
    return new Reduction(EnumSet.of(partialOrder), EnumSet.of(algorithm));
  }

  /** True if some search of the check used stubborn sets. */
  public boolean usesStubbornSets() {
    return partialOrders.stream().anyMatch(PartialOrder::isStubborn);
  }

  /**
   * The structural technique that decided the check without exploring (e.g.
   * {@code "siphon-trap"}), or empty when a search decided it (or some part of it).
   */
  public java.util.Optional<String> decidedBy() {
    return algorithms.size() == 1
        ? java.util.Optional.ofNullable(algorithms.iterator().next().structuralTechnique())
        : java.util.Optional.empty();
  }

  /**
   * This reduction with {@link PartialOrder#DEADLOCK} replaced by
   * {@link PartialOrder#DEADLOCK_GIVEN_UP}: the search gave its deadlock-preserving sets up.
   */
  Reduction givenUp() {
    if (!partialOrders.contains(PartialOrder.DEADLOCK)) {
      return this;
    }
    EnumSet<PartialOrder> po = EnumSet.copyOf(partialOrders);
    po.remove(PartialOrder.DEADLOCK);
    po.add(PartialOrder.DEADLOCK_GIVEN_UP);
    return new Reduction(po, algorithms);
  }

  /** Both reductions (a check made of two searches). */
  public Reduction and(Reduction other) {
    if (equals(other)) {
      return this;
    }
    EnumSet<PartialOrder> po = EnumSet.copyOf(partialOrders);
    po.addAll(other.partialOrders);
    EnumSet<Algorithm> alg = EnumSet.copyOf(algorithms);
    alg.addAll(other.algorithms);
    return new Reduction(po, alg);
  }

  @Override
  public String toString() {
    return partialOrders.stream().map(PartialOrder::toString).collect(Collectors.joining("; "))
        + ", " + algorithms.stream().map(Algorithm::toString).collect(Collectors.joining("; "));
  }
}
