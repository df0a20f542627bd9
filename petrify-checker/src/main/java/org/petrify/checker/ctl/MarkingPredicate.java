package org.petrify.checker.ctl;

import org.petrify.checker.MarkingTest;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * A propositional formula (no temporal operator) compiled to a test on a marking indexed by
 * place id, by the engine's {@link MarkingTest} (no object is created per evaluation).
 * {@code DEADLOCK} and {@code FIREABLE} are decided on the full net (never on a reduced
 * successor set).
 */
@FunctionalInterface
interface MarkingPredicate {

  boolean test(int[] marking);

  /** True if {@code formula} contains no temporal operator. */
  static boolean isPropositional(Formula formula) {
    if (formula instanceof Formula.Not not) {
      return isPropositional(not.operand());
    }
    if (formula instanceof Formula.And and) {
      return and.operands().stream().allMatch(MarkingPredicate::isPropositional);
    }
    if (formula instanceof Formula.Or or) {
      return or.operands().stream().allMatch(MarkingPredicate::isPropositional);
    }
    return formula instanceof Formula.True || formula instanceof Formula.False
        || formula instanceof Formula.Deadlock || formula instanceof Formula.Initial
        || formula instanceof Formula.Fireable || formula instanceof Formula.Compare;
  }

  /**
   * Compiles a propositional formula to the engine's allocation-free evaluator
   * ({@link MarkingTest}); throws {@link IllegalArgumentException} otherwise.
   */
  static MarkingPredicate compile(PetriNet net, Formula formula) {
    if (!isPropositional(formula)) {
      throw new IllegalArgumentException("not a propositional formula: " + formula);
    }
    return MarkingTest.of(net, formula)::test;
  }
}
