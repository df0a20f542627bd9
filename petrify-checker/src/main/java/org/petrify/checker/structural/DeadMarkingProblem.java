package org.petrify.checker.structural;

import java.util.ArrayList;
import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * The question "is a dead marking satisfying a filter reachable?" in the form the techniques
 * read: the net, proven upper bounds of its places ({@code bounds[p] < 0}: none known), and the
 * filter as linear constraints on the marking, {@code Σ coefficients[k]·M(places[k]) <= bound}.
 *
 * <p>The constraints are a relaxation of the filter: {@link #of} keeps the conjuncts that are
 * linear comparisons of token counts and drops the rest, so every marking satisfying the filter
 * satisfies the constraints, and a proof that no reachable dead marking satisfies the
 * constraints proves that none satisfies the filter.
 */
record DeadMarkingProblem(PetriNet net, long[] bounds, List<Constraint> filter) {

  /** {@code Σ coefficients[k]·M(places[k]) <= bound}. */
  record Constraint(int[] places, long[] coefficients, long bound) {}

  /**
   * The problem for {@code filter} (null or {@code TRUE}: any dead marking); {@code bounds} may
   * be null (none known).
   */
  static DeadMarkingProblem of(PetriNet net, long[] bounds, Formula filter) {
    long[] b = bounds;
    if (b == null || b.length != net.placeCount()) {
      b = new long[net.placeCount()];
      java.util.Arrays.fill(b, -1);
    }
    List<Constraint> constraints = new ArrayList<>();
    if (filter != null) {
      addConjuncts(net, filter, constraints);
    }
    return new DeadMarkingProblem(net, b, List.copyOf(constraints));
  }

  private static void addConjuncts(PetriNet net, Formula f, List<Constraint> out) {
    if (f instanceof Formula.And and) {
      for (Formula g : and.operands()) {
        addConjuncts(net, g, out);
      }
    } else if (f instanceof Formula.Compare c) {
      long[] diff = new long[net.placeCount()];
      long[] constant = new long[1];
      try {
        linear(c.left(), 1, diff, constant);
        linear(c.right(), -1, diff, constant);
      } catch (ArithmeticException e) {
        return;
      }
      // diff·M + constant  op  0
      switch (c.op()) {
        case LE -> out.add(row(diff, 1, -constant[0]));
        case LT -> out.add(row(diff, 1, -constant[0] - 1));
        case GE -> out.add(row(diff, -1, constant[0]));
        case GT -> out.add(row(diff, -1, constant[0] - 1));
        case EQ -> {
          out.add(row(diff, 1, -constant[0]));
          out.add(row(diff, -1, constant[0]));
        }
        case NE -> { }
      }
    }
    // Anything else (disjunctions, negations, FIREABLE, DEADLOCK itself) is dropped.
  }

  /** Adds {@code sign ·} e into {@code coefficients} (per place) and {@code constant}. */
  private static void linear(IntExpr e, long sign, long[] coefficients, long[] constant) {
    if (e instanceof IntExpr.Constant k) {
      constant[0] = Math.addExact(constant[0], Math.multiplyExact(sign, k.value()));
    } else if (e instanceof IntExpr.Tokens t) {
      for (int p : t.places()) {
        coefficients[p] = Math.addExact(coefficients[p], sign);
      }
    } else if (e instanceof IntExpr.Sum s) {
      for (IntExpr term : s.terms()) {
        linear(term, sign, coefficients, constant);
      }
    } else if (e instanceof IntExpr.Times x) {
      linear(x.term(), Math.multiplyExact(sign, x.factor()), coefficients, constant);
    } else {
      throw new ArithmeticException("not linear: " + e);
    }
  }

  /** {@code sign·diff·M <= bound} as a sparse constraint. */
  private static Constraint row(long[] diff, long sign, long bound) {
    int count = 0;
    for (long d : diff) {
      count += d != 0 ? 1 : 0;
    }
    int[] places = new int[count];
    long[] coefficients = new long[count];
    int k = 0;
    for (int p = 0; p < diff.length; p++) {
      if (diff[p] != 0) {
        places[k] = p;
        coefficients[k++] = sign * diff[p];
      }
    }
    return new Constraint(places, coefficients, bound);
  }

  /** True if every arc weight is 1. */
  boolean ordinary() {
    for (int t = 0; t < net.transitionCount(); t++) {
      for (int k = net.preStart(t); k < net.preStart(t + 1); k++) {
        if (net.preWeight(k) != 1) {
          return false;
        }
      }
      for (int k = net.postStart(t); k < net.postStart(t + 1); k++) {
        if (net.postWeight(k) != 1) {
          return false;
        }
      }
    }
    return true;
  }

  /** A transition with an empty pre-set (never disabled), or -1. */
  int sourceTransition() {
    for (int t = 0; t < net.transitionCount(); t++) {
      if (net.preStart(t) == net.preStart(t + 1)) {
        return t;
      }
    }
    return -1;
  }
}
