package org.petrify.checker.ctl;

import java.util.ArrayList;
import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * A propositional formula (no temporal operator) compiled to a test on a marking indexed by
 * place id. {@code DEADLOCK} and {@code FIREABLE} are decided on the full net (never on a
 * reduced successor set).
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

  /** Compiles a propositional formula; throws {@link IllegalArgumentException} otherwise. */
  static MarkingPredicate compile(PetriNet net, Formula formula) {
    if (formula instanceof Formula.True) {
      return m -> true;
    }
    if (formula instanceof Formula.False) {
      return m -> false;
    }
    if (formula instanceof Formula.Deadlock) {
      int transitions = net.transitionCount();
      return m -> {
        for (int t = 0; t < transitions; t++) {
          if (net.isEnabled(t, m)) {
            return false;
          }
        }
        return true;
      };
    }
    if (formula instanceof Formula.Initial) {
      int[] initial = net.initialMarking();
      return m -> java.util.Arrays.equals(m, initial);
    }
    if (formula instanceof Formula.Fireable fireable) {
      int[] ts = fireable.transitions().stream().mapToInt(Integer::intValue).toArray();
      return m -> {
        for (int t : ts) {
          if (net.isEnabled(t, m)) {
            return true;
          }
        }
        return false;
      };
    }
    if (formula instanceof Formula.Compare compare) {
      IntExpr left = compare.left();
      IntExpr right = compare.right();
      Formula.CompareOp op = compare.op();
      return m -> op.test(left.evaluate(m), right.evaluate(m));
    }
    if (formula instanceof Formula.Not not) {
      MarkingPredicate inner = compile(net, not.operand());
      return m -> !inner.test(m);
    }
    if (formula instanceof Formula.And and) {
      MarkingPredicate[] parts = compileAll(net, and.operands());
      return m -> {
        for (MarkingPredicate part : parts) {
          if (!part.test(m)) {
            return false;
          }
        }
        return true;
      };
    }
    if (formula instanceof Formula.Or or) {
      MarkingPredicate[] parts = compileAll(net, or.operands());
      return m -> {
        for (MarkingPredicate part : parts) {
          if (part.test(m)) {
            return true;
          }
        }
        return false;
      };
    }
    throw new IllegalArgumentException("not a propositional formula: " + formula);
  }

  private static MarkingPredicate[] compileAll(PetriNet net, List<Formula> operands) {
    List<MarkingPredicate> parts = new ArrayList<>(operands.size());
    for (Formula operand : operands) {
      parts.add(compile(net, operand));
    }
    return parts.toArray(new MarkingPredicate[0]);
  }
}
