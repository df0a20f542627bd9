package org.petrify.checker.reduce;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.structure.StructuralBudget;

/**
 * Structural reduction of a net before exploration: applies the rule families that are sound
 * for a {@link Scope} until none applies any more (or a time limit), and returns the
 * {@link ReducedNet}.
 *
 * <p>Rules, in the order they are tried each round (see each class for its conditions and the
 * argument that it preserves its scope):
 *
 * <table>
 * <caption>rule families and the scopes they preserve</caption>
 * <tr><th>rule</th><th>strongest scope kept</th></tr>
 * <tr><td>{@link DeadTransitions}</td><td>cycles (the state graph itself)</td></tr>
 * <tr><td>{@link DuplicateTransitions}</td><td>cycles</td></tr>
 * <tr><td>{@link ConstantPlaces}</td><td>cycles</td></tr>
 * <tr><td>{@link ImplicitPlaces}: parallel places</td><td>cycles</td></tr>
 * <tr><td>{@link ImplicitPlaces}: dominated and sink places</td><td>state graph (bisimulation)</td></tr>
 * <tr><td>{@link PostAgglomeration}</td><td>reachable markings (dead markings with fewer
 * visibility conditions)</td></tr>
 * <tr><td>{@link PreAgglomeration}</td><td>reachable markings</td></tr>
 * </table>
 *
 * <p>So CTL formulas (with or without next) get the first four, reachability formulas
 * ({@code EF}/{@code AG} of state formulas) and deadlock all of them. Nothing that a formula
 * mentions is removed. Stateless and thread-safe.
 *
 * <p>A caller's {@link StructuralBudget} is asked before every rule pass and every few
 * thousand places or transitions a rule looks at ({@link WorkNet#visit}; stage {@value
 * #STAGE}), with an estimate of the work net's bytes; its exceptions pass through.
 */
public final class StructuralReducer {
  /**
   * Wall-clock limit of one reduction. Every application removes a place or a transition, so
   * the rounds end by themselves (a cascade such as the asymmetric philosophers' needs one round
   * per philosopher); the limit only bounds the time on huge nets. Stopping early is sound: each
   * prefix of applications is a valid reduction.
   */
  private static final long MAX_NANOS = 20_000_000_000L;
  /** The stage name given to the budget. */
  public static final String STAGE = "structural reduction";
  /** Rules that look at the whole net at once (a fixpoint, a hash of all transitions). */
  private static final List<Rule> GLOBAL = List.of(new DeadTransitions(),
      new DuplicateTransitions());
  /** Rules that look at one place or transition and its neighbours. */
  private static final List<Rule> LOCAL = List.of(new ConstantPlaces(), new ImplicitPlaces(),
      new PostAgglomeration(), new PreAgglomeration());
  private static final List<Rule> RULES = List.of(GLOBAL.get(0), GLOBAL.get(1), LOCAL.get(0),
      LOCAL.get(1), LOCAL.get(2), LOCAL.get(3));

  private StructuralReducer() {}

  /**
   * The reduction of {@code net} for {@code formula}, or empty when the formula must be checked
   * on the net itself (see {@link Scope#forFormula}).
   */
  public static Optional<ReducedNet> forFormula(PetriNet net, Formula formula,
      boolean fairness) {
    return forFormula(net, formula, fairness, StructuralBudget.NONE);
  }

  /** As {@link #forFormula(PetriNet, Formula, boolean)}, under {@code budget}. */
  public static Optional<ReducedNet> forFormula(PetriNet net, Formula formula,
      boolean fairness, StructuralBudget budget) {
    return Scope.forFormula(net, formula, fairness).map(scope -> reduce(net, scope, budget));
  }

  /** The state of one reduction: the work net, the counts per rule, the budget and its data. */
  private record Run(WorkNet work, Scope scope, Map<String, Integer> counts,
      StructuralBudget budget, long heldBytes) {
    void check() {
      budget.check(STAGE, heldBytes, () -> "rules applied: " + (counts.isEmpty() ? "none"
          : counts.toString()));
    }
  }

  /** Applies each rule sound for the scope once; returns the number of applications. */
  private static int apply(List<Rule> rules, Run run) {
    WorkNet work = run.work();
    Scope scope = run.scope();
    Map<String, Integer> counts = run.counts();
    int changes = 0;
    for (Rule rule : rules) {
      run.check();
      if (rule.preserves().atLeast(scope.preserves())) {
        int n = rule.apply(work);
        if (n > 0) {
          counts.merge(rule.name(), n, Integer::sum);
          changes += n;
        }
      }
    }
    return changes;
  }

  /**
   * Runs the local rules round after round (alternating the visiting direction) until a round
   * changes nothing or the time is up; returns the number of applications.
   */
  private static int localRounds(Run run, long start, int outerRound) {
    int total = 0;
    for (int round = outerRound; System.nanoTime() - start < MAX_NANOS; round++) {
      run.work().descending = round % 2 == 1;
      int n = apply(LOCAL, run);
      if (n == 0) {
        break;
      }
      total += n;
    }
    return total;
  }

  /** Reduces {@code net} for {@code scope}. */
  public static ReducedNet reduce(PetriNet net, Scope scope) {
    return reduce(net, scope, StructuralBudget.NONE);
  }

  /** Reduces {@code net} for {@code scope} under {@code budget}. */
  public static ReducedNet reduce(PetriNet net, Scope scope, StructuralBudget budget) {
    long start = System.nanoTime();
    Map<String, Integer> counts = new LinkedHashMap<>();
    Run run = new Run(null, scope, counts, budget, workNetBytes(net));
    run.check();
    WorkNet work = new WorkNet(net, scope);
    run = new Run(work, scope, counts, budget, run.heldBytes());
    work.poll = run::check;
    int round = 0;
    while (apply(GLOBAL, run) + localRounds(run, start, round++) > 0
        && System.nanoTime() - start < MAX_NANOS) {
      // the global rules run again only after the local ones have nothing left to do
    }
    List<ReductionSummary.RuleCount> rules = new ArrayList<>();
    for (Rule rule : RULES) {
      Integer n = counts.get(rule.name());
      if (n != null) {
        rules.add(new ReductionSummary.RuleCount(rule.name(), n));
      }
    }
    WorkNet.Frozen frozen = work.freeze();
    run.check();
    return new ReducedNet(work, frozen, rules, (System.nanoTime() - start) / 1_000_000);
  }

  /**
   * An estimate of a {@link WorkNet}'s bytes: per arc a place and a weight in its transition
   * and an entry in its place's consumer or producer bag (with growth slack), per node an
   * object, its arrays' headers and a name.
   */
  private static long workNetBytes(PetriNet net) {
    long arcs = (long) net.preStart(net.transitionCount()) + net.postStart(net.transitionCount());
    return 24 * arcs + 128L * (net.placeCount() + net.transitionCount());
  }
}
