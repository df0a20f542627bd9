package org.petrify.checker.reduce;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * Structural reduction of a net before exploration: applies the rule families that are sound
 * for a {@link Scope} until none applies any more (or a round limit), and returns the
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
 */
public final class StructuralReducer {
  private static final int MAX_ROUNDS = 100;
  private static final List<Rule> RULES = List.of(new DeadTransitions(),
      new DuplicateTransitions(), new ConstantPlaces(), new ImplicitPlaces(),
      new PostAgglomeration(), new PreAgglomeration());

  private StructuralReducer() {}

  /**
   * The reduction of {@code net} for {@code formula}, or empty when the formula must be checked
   * on the net itself (see {@link Scope#forFormula}).
   */
  public static Optional<ReducedNet> forFormula(PetriNet net, Formula formula,
      boolean fairness) {
    return Scope.forFormula(net, formula, fairness).map(scope -> reduce(net, scope));
  }

  /** Reduces {@code net} for {@code scope}. */
  public static ReducedNet reduce(PetriNet net, Scope scope) {
    long start = System.nanoTime();
    WorkNet work = new WorkNet(net, scope);
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (int round = 0; round < MAX_ROUNDS; round++) {
      int changes = 0;
      for (Rule rule : RULES) {
        if (!rule.preserves().atLeast(scope.preserves())) {
          continue;
        }
        int n = rule.apply(work);
        if (n > 0) {
          counts.merge(rule.name(), n, Integer::sum);
          changes += n;
        }
      }
      if (changes == 0) {
        break;
      }
    }
    List<ReductionSummary.RuleCount> rules = new ArrayList<>();
    for (Rule rule : RULES) {
      Integer n = counts.get(rule.name());
      if (n != null) {
        rules.add(new ReductionSummary.RuleCount(rule.name(), n));
      }
    }
    WorkNet.Frozen frozen = work.freeze();
    return new ReducedNet(work, frozen, rules, (System.nanoTime() - start) / 1_000_000);
  }
}
