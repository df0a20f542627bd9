package org.petrify.checker;

import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * A temporal-free formula compiled once for a net into an allocation-free evaluator on
 * {@code int[]} markings indexed by place id (the engine's {@link StatePredicate}: linear
 * comparisons as coefficient arrays, {@code FIREABLE} and {@code DEADLOCK} on the compiled
 * pre-sets), for algorithms outside the core such as the CTL evaluator. Evaluating creates no
 * object. Not thread-safe (a predicate keeps scratch space for its up-sets).
 */
public final class MarkingTest {
  private final FiringRules rules;
  private final StatePredicate predicate;

  private MarkingTest(FiringRules rules, StatePredicate predicate) {
    this.rules = rules;
    this.predicate = predicate;
  }

  /**
   * Compiles {@code stateFormula} for {@code net}.
   *
   * @throws IllegalArgumentException if the formula has a temporal operator or names an
   *     unknown place or transition
   */
  public static MarkingTest of(PetriNet net, Formula stateFormula) {
    FiringRules rules = new FiringRules(net, MarkingCodec.forNet(net, null));
    return new MarkingTest(rules, StatePredicate.compile(stateFormula, rules));
  }

  /** True if the formula holds at {@code marking} (length: the net's place count). */
  public boolean test(int[] marking) {
    return predicate.test(marking, rules);
  }
}
