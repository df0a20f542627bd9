package org.petrify.checker;

import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * The test's own evaluator of state formulas (no temporal operator) on a boxed marking, written
 * from the definitions in {@link Formula} and {@link IntExpr}: it shares no code with the
 * engine's compiled predicates ({@code StatePredicate}, {@code MarkingPredicate}) nor with
 * {@link IntExpr#evaluate}, so the differential tests compare two independent implementations.
 * Enabledness and firing come from {@link PetriNet} itself, the definition of the net.
 */
public final class ReferenceAtoms {
  private ReferenceAtoms() {}

  /** True iff {@code f} contains no temporal operator. */
  public static boolean isStateFormula(Formula f) {
    if (f instanceof Formula.Not x) {
      return isStateFormula(x.operand());
    }
    if (f instanceof Formula.And x) {
      return x.operands().stream().allMatch(ReferenceAtoms::isStateFormula);
    }
    if (f instanceof Formula.Or x) {
      return x.operands().stream().allMatch(ReferenceAtoms::isStateFormula);
    }
    return f instanceof Formula.True || f instanceof Formula.False
        || f instanceof Formula.Deadlock || f instanceof Formula.Initial
        || f instanceof Formula.Fireable || f instanceof Formula.Compare;
  }

  /** The value of the state formula {@code f} in {@code marking}; throws on temporal operators. */
  public static boolean holds(PetriNet net, Formula f, int[] marking) {
    if (f instanceof Formula.True) {
      return true;
    }
    if (f instanceof Formula.False) {
      return false;
    }
    if (f instanceof Formula.Deadlock) {
      return isDead(net, marking);
    }
    if (f instanceof Formula.Initial) {
      return java.util.Arrays.equals(marking, net.initialMarking());
    }
    if (f instanceof Formula.Fireable x) {
      boolean any = false;
      for (int t : x.transitions()) {
        any |= net.isEnabled(t, marking);
      }
      return any;
    }
    if (f instanceof Formula.Compare x) {
      return compare(value(x.left(), marking), x.op(), value(x.right(), marking));
    }
    if (f instanceof Formula.Not x) {
      return !holds(net, x.operand(), marking);
    }
    if (f instanceof Formula.And x) {
      boolean all = true;
      for (Formula o : x.operands()) {
        all &= holds(net, o, marking);
      }
      return all;
    }
    if (f instanceof Formula.Or x) {
      boolean any = false;
      for (Formula o : x.operands()) {
        any |= holds(net, o, marking);
      }
      return any;
    }
    throw new IllegalArgumentException("not a state formula: " + f);
  }

  /** No transition of the net is enabled in {@code marking}. */
  public static boolean isDead(PetriNet net, int[] marking) {
    for (int t = 0; t < net.transitionCount(); t++) {
      if (net.isEnabled(t, marking)) {
        return false;
      }
    }
    return true;
  }

  private static long value(IntExpr e, int[] marking) {
    if (e instanceof IntExpr.Constant c) {
      return c.value();
    }
    long sum = 0;
    if (e instanceof IntExpr.Tokens t) {
      for (int p : t.places()) {
        sum += marking[p];
      }
      return sum;
    }
    if (e instanceof IntExpr.Sum s) {
      for (IntExpr term : s.terms()) {
        sum += value(term, marking);
      }
      return sum;
    }
    IntExpr.Times m = (IntExpr.Times) e;
    return m.factor() * value(m.term(), marking);
  }

  private static boolean compare(long left, Formula.CompareOp op, long right) {
    switch (op) {
      case LT: return left < right;
      case LE: return left <= right;
      case EQ: return left == right;
      case NE: return left != right;
      case GE: return left >= right;
      default: return left > right;
    }
  }
}
