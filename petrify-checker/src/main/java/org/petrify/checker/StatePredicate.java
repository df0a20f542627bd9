package org.petrify.checker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * A temporal-free formula compiled for evaluation on {@code int[]} markings, in negation normal
 * form (negations only on atoms), with the <em>up-sets</em> needed by reachability-preserving
 * stubborn sets.
 *
 * <p>Up-set: when the predicate is false in marking {@code m}, {@link #addUpset} adds a set
 * {@code U} of transitions such that every firing sequence from {@code m} that reaches a marking
 * satisfying the predicate contains a transition of {@code U} (after Schmidt; Kristensen,
 * Schmidt and Valmari, "Question-guided stubborn set methods for state properties", 2006). For
 * an atom {@code Σ a_p·m(p) + c ≥ 0} that is false, the sum must grow, so {@code U} is the
 * transitions whose effect on the sum is positive; a conjunction needs one false conjunct to
 * become true (we take the one with the smallest up-set); a disjunction needs one of them, so
 * {@code U} is the union; {@code FIREABLE(t)} false needs an insufficiently marked pre-place of
 * {@code t} to grow; {@code ¬FIREABLE(t)} and {@code DEADLOCK} false need some pre-place of an
 * enabled transition to shrink; a constant false predicate needs nothing (it is unreachable).
 */
abstract class StatePredicate {

  /** Evaluates on a marking; {@code rules} gives enabledness for FIREABLE and DEADLOCK. */
  abstract boolean test(int[] marking, FiringRules rules);

  /**
   * Adds to {@code sink} an up-set of this predicate for a marking where it is false. Must only
   * be called when {@code test(marking)} is false.
   */
  abstract void addUpset(int[] marking, FiringRules rules, TransitionSink sink);

  /** True if the predicate mentions FIREABLE or DEADLOCK (they need enabledness). */
  abstract boolean usesEnabledness();

  /** Receives transitions of an up-set; duplicates are allowed. */
  interface TransitionSink {
    void add(int transition);
  }

  /** Compiles a temporal-free formula; throws IllegalArgumentException on temporal operators. */
  static StatePredicate compile(Formula formula, FiringRules rules) {
    return compile(formula, false, rules);
  }

  /** True if the formula has no temporal operator. */
  static boolean isStateFormula(Formula f) {
    if (f instanceof Formula.Not not) {
      return isStateFormula(not.operand());
    }
    if (f instanceof Formula.And and) {
      return and.operands().stream().allMatch(StatePredicate::isStateFormula);
    }
    if (f instanceof Formula.Or or) {
      return or.operands().stream().allMatch(StatePredicate::isStateFormula);
    }
    return f instanceof Formula.True || f instanceof Formula.False || f instanceof Formula.Deadlock
        || f instanceof Formula.Initial || f instanceof Formula.Fireable
        || f instanceof Formula.Compare;
  }

  private static StatePredicate compile(Formula f, boolean negated, FiringRules rules) {
    if (f instanceof Formula.True) {
      return new Constant(!negated);
    }
    if (f instanceof Formula.False) {
      return new Constant(negated);
    }
    if (f instanceof Formula.Not not) {
      return compile(not.operand(), !negated, rules);
    }
    if (f instanceof Formula.And and) {
      List<StatePredicate> parts = compileAll(and.operands(), negated, rules);
      return negated ? new Any(parts) : new All(parts);
    }
    if (f instanceof Formula.Or or) {
      List<StatePredicate> parts = compileAll(or.operands(), negated, rules);
      return negated ? new All(parts) : new Any(parts);
    }
    if (f instanceof Formula.Deadlock) {
      int[] all = new int[rules.transitions];
      Arrays.setAll(all, i -> i);
      return new Fireable(all, negated ? true : false, true);
    }
    if (f instanceof Formula.Fireable fireable) {
      int[] ts = fireable.transitions().stream().mapToInt(Integer::intValue).toArray();
      for (int t : ts) {
        if (t < 0 || t >= rules.transitions) {
          throw new IllegalArgumentException("FIREABLE of unknown transition id " + t);
        }
      }
      return new Fireable(ts, !negated, false);
    }
    if (f instanceof Formula.Initial) {
      return new Initial(rules.net.initialMarking(), !negated);
    }
    if (f instanceof Formula.Compare compare) {
      return Linear.of(compare, negated, rules);
    }
    throw new IllegalArgumentException("not a state formula: " + f);
  }

  private static List<StatePredicate> compileAll(List<Formula> fs, boolean negated,
      FiringRules rules) {
    List<StatePredicate> parts = new ArrayList<>(fs.size());
    for (Formula f : fs) {
      parts.add(compile(f, negated, rules));
    }
    return parts;
  }

  /**
   * A predicate equal to this one that shares no scratch space with it, for another thread
   * (only conjunctions hold scratch space; everything else is immutable and returned as is).
   */
  StatePredicate forAnotherThread() {
    return this;
  }

  static final class Constant extends StatePredicate {
    final boolean value;

    Constant(boolean value) {
      this.value = value;
    }

    @Override
    boolean test(int[] marking, FiringRules rules) {
      return value;
    }

    @Override
    void addUpset(int[] marking, FiringRules rules, TransitionSink sink) {}

    @Override
    boolean usesEnabledness() {
      return false;
    }
  }

  /** Conjunction. */
  static final class All extends StatePredicate {
    final StatePredicate[] parts;
    private final GrowableInts scratch = new GrowableInts();
    private final GrowableInts best = new GrowableInts();
    /** Bound once: a method reference made per call would allocate per state. */
    private final TransitionSink toScratch = scratch::add;

    All(List<StatePredicate> parts) {
      this.parts = parts.toArray(new StatePredicate[0]);
    }

    @Override
    StatePredicate forAnotherThread() {
      return new All(Arrays.stream(parts).map(StatePredicate::forAnotherThread).toList());
    }

    @Override
    boolean test(int[] marking, FiringRules rules) {
      for (StatePredicate p : parts) {
        if (!p.test(marking, rules)) {
          return false;
        }
      }
      return true;
    }

    @Override
    void addUpset(int[] marking, FiringRules rules, TransitionSink sink) {
      StatePredicate chosen = null;
      int bestSize = Integer.MAX_VALUE;
      for (StatePredicate p : parts) {
        if (!p.test(marking, rules)) {
          if (chosen == null) {
            chosen = p;
          }
          scratch.clear();
          p.addUpset(marking, rules, toScratch);
          if (scratch.size() < bestSize) {
            bestSize = scratch.size();
            best.copyFrom(scratch);
            chosen = p;
            if (bestSize == 0) {
              break;
            }
          }
        }
      }
      for (int i = 0; i < best.size(); i++) {
        sink.add(best.get(i));
      }
    }

    @Override
    boolean usesEnabledness() {
      return Arrays.stream(parts).anyMatch(StatePredicate::usesEnabledness);
    }
  }

  /** Disjunction. */
  static final class Any extends StatePredicate {
    final StatePredicate[] parts;

    Any(List<StatePredicate> parts) {
      this.parts = parts.toArray(new StatePredicate[0]);
    }

    @Override
    StatePredicate forAnotherThread() {
      return new Any(Arrays.stream(parts).map(StatePredicate::forAnotherThread).toList());
    }

    @Override
    boolean test(int[] marking, FiringRules rules) {
      for (StatePredicate p : parts) {
        if (p.test(marking, rules)) {
          return true;
        }
      }
      return false;
    }

    @Override
    void addUpset(int[] marking, FiringRules rules, TransitionSink sink) {
      for (StatePredicate p : parts) {
        p.addUpset(marking, rules, sink);
      }
    }

    @Override
    boolean usesEnabledness() {
      return Arrays.stream(parts).anyMatch(StatePredicate::usesEnabledness);
    }
  }

  /**
   * {@code positive}: some listed transition is enabled; otherwise: none is. DEADLOCK is the
   * negative form over all transitions.
   */
  static final class Fireable extends StatePredicate {
    final int[] transitions;
    final boolean positive;
    final boolean deadlock;

    Fireable(int[] transitions, boolean positive, boolean deadlockOverAll) {
      this.transitions = transitions;
      this.positive = positive;
      this.deadlock = deadlockOverAll;
    }

    @Override
    boolean test(int[] marking, FiringRules rules) {
      for (int t : transitions) {
        if (rules.isEnabled(t, marking)) {
          return positive;
        }
      }
      return !positive;
    }

    @Override
    void addUpset(int[] marking, FiringRules rules, TransitionSink sink) {
      if (positive) {
        // All listed transitions are disabled; one must become enabled, so for each a pre-place
        // short of tokens must grow (we take the one with the fewest increasers).
        for (int t : transitions) {
          int scapegoat = -1;
          int fewest = Integer.MAX_VALUE;
          for (int i = rules.preStart[t]; i < rules.preStart[t + 1]; i++) {
            int p = rules.prePlace[i];
            if (marking[p] < rules.preWeight[i]) {
              int n = rules.increaserStart[p + 1] - rules.increaserStart[p];
              if (n < fewest) {
                fewest = n;
                scapegoat = p;
              }
            }
          }
          for (int i = rules.increaserStart[scapegoat]; i < rules.increaserStart[scapegoat + 1]; i++) {
            sink.add(rules.increaser[i]);
          }
        }
      } else {
        // Some listed transition is enabled and must become disabled: one of its pre-places must
        // shrink. Take the enabled one with the fewest decreasers of its pre-places.
        int chosen = -1;
        int fewest = Integer.MAX_VALUE;
        for (int t : transitions) {
          if (rules.isEnabled(t, marking)) {
            int n = 0;
            for (int i = rules.preStart[t]; i < rules.preStart[t + 1]; i++) {
              int p = rules.prePlace[i];
              n += rules.decreaserStart[p + 1] - rules.decreaserStart[p];
            }
            if (n < fewest) {
              fewest = n;
              chosen = t;
            }
          }
        }
        for (int i = rules.preStart[chosen]; i < rules.preStart[chosen + 1]; i++) {
          int p = rules.prePlace[i];
          for (int k = rules.decreaserStart[p]; k < rules.decreaserStart[p + 1]; k++) {
            sink.add(rules.decreaser[k]);
          }
        }
      }
    }

    @Override
    boolean usesEnabledness() {
      return true;
    }
  }

  /** {@code positive}: the marking is the initial one; otherwise: it differs from it. */
  static final class Initial extends StatePredicate {
    final int[] initial;
    final boolean positive;

    Initial(int[] initial, boolean positive) {
      this.initial = initial;
      this.positive = positive;
    }

    @Override
    boolean test(int[] marking, FiringRules rules) {
      return Arrays.equals(marking, initial) == positive;
    }

    @Override
    void addUpset(int[] marking, FiringRules rules, TransitionSink sink) {
      if (positive) {
        int place = -1;
        int fewest = Integer.MAX_VALUE;
        for (int p = 0; p < marking.length; p++) {
          if (marking[p] != initial[p]) {
            int n = marking[p] < initial[p]
                ? rules.increaserStart[p + 1] - rules.increaserStart[p]
                : rules.decreaserStart[p + 1] - rules.decreaserStart[p];
            if (n < fewest) {
              fewest = n;
              place = p;
            }
          }
        }
        if (marking[place] < initial[place]) {
          for (int i = rules.increaserStart[place]; i < rules.increaserStart[place + 1]; i++) {
            sink.add(rules.increaser[i]);
          }
        } else {
          for (int i = rules.decreaserStart[place]; i < rules.decreaserStart[place + 1]; i++) {
            sink.add(rules.decreaser[i]);
          }
        }
      } else {
        for (int t = 0; t < rules.transitions; t++) {
          if (rules.deltaStart[t + 1] > rules.deltaStart[t]) {
            sink.add(t);
          }
        }
      }
    }

    @Override
    boolean usesEnabledness() {
      return false;
    }
  }

  /**
   * {@code Σ coefficient[i]·m(place[i]) + constant  op  0}, the normal form of a comparison of
   * two linear integer expressions. {@code increasers}/{@code decreasers} are the transitions
   * whose firing raises/lowers the sum.
   */
  static final class Linear extends StatePredicate {
    final int[] place;
    final long[] coefficient;
    final long constant;
    final Formula.CompareOp op;
    final int[] increasers;
    final int[] decreasers;

    private Linear(int[] place, long[] coefficient, long constant, Formula.CompareOp op,
        FiringRules rules) {
      this.place = place;
      this.coefficient = coefficient;
      this.constant = constant;
      this.op = op;
      Map<Integer, Long> coef = new HashMap<>();
      for (int i = 0; i < place.length; i++) {
        coef.put(place[i], coefficient[i]);
      }
      GrowableInts inc = new GrowableInts();
      GrowableInts dec = new GrowableInts();
      for (int t = 0; t < rules.transitions; t++) {
        long effect = 0;
        for (int k = rules.deltaStart[t]; k < rules.deltaStart[t + 1]; k++) {
          Long c = coef.get(rules.deltaPlace[k]);
          if (c != null) {
            effect += c * rules.deltaValue[k];
          }
        }
        if (effect > 0) {
          inc.add(t);
        } else if (effect < 0) {
          dec.add(t);
        }
      }
      this.increasers = inc.toArray();
      this.decreasers = dec.toArray();
    }

    static Linear of(Formula.Compare compare, boolean negated, FiringRules rules) {
      Map<Integer, Long> coef = new java.util.TreeMap<>();
      long[] constant = {0};
      collect(compare.left(), 1, coef, constant, rules);
      collect(compare.right(), -1, coef, constant, rules);
      coef.values().removeIf(c -> c == 0);
      int[] places = new int[coef.size()];
      long[] coefficients = new long[coef.size()];
      int i = 0;
      for (Map.Entry<Integer, Long> e : coef.entrySet()) {
        places[i] = e.getKey();
        coefficients[i] = e.getValue();
        i++;
      }
      Formula.CompareOp op = negated ? negate(compare.op()) : compare.op();
      return new Linear(places, coefficients, constant[0], op, rules);
    }

    private static Formula.CompareOp negate(Formula.CompareOp op) {
      return switch (op) {
        case LT -> Formula.CompareOp.GE;
        case LE -> Formula.CompareOp.GT;
        case EQ -> Formula.CompareOp.NE;
        case NE -> Formula.CompareOp.EQ;
        case GE -> Formula.CompareOp.LT;
        case GT -> Formula.CompareOp.LE;
      };
    }

    private static void collect(IntExpr e, long factor, Map<Integer, Long> coef, long[] constant,
        FiringRules rules) {
      if (e instanceof IntExpr.Constant c) {
        constant[0] = Math.addExact(constant[0], Math.multiplyExact(factor, c.value()));
      } else if (e instanceof IntExpr.Tokens tokens) {
        for (int p : tokens.places()) {
          if (p < 0 || p >= rules.places) {
            throw new IllegalArgumentException("token count of unknown place id " + p);
          }
          coef.merge(p, factor, Math::addExact);
        }
      } else if (e instanceof IntExpr.Sum sum) {
        for (IntExpr term : sum.terms()) {
          collect(term, factor, coef, constant, rules);
        }
      } else if (e instanceof IntExpr.Times times) {
        collect(times.term(), Math.multiplyExact(factor, times.factor()), coef, constant, rules);
      } else {
        throw new IllegalArgumentException("unsupported integer expression " + e);
      }
    }

    long value(int[] marking) {
      long sum = constant;
      for (int i = 0; i < place.length; i++) {
        sum += coefficient[i] * marking[place[i]];
      }
      return sum;
    }

    @Override
    boolean test(int[] marking, FiringRules rules) {
      return op.test(value(marking), 0);
    }

    @Override
    void addUpset(int[] marking, FiringRules rules, TransitionSink sink) {
      long v = value(marking);
      boolean up;
      boolean down;
      switch (op) {
        case GE, GT -> {
          up = true;
          down = false;
        }
        case LE, LT -> {
          up = false;
          down = true;
        }
        case EQ -> {
          up = v < 0;
          down = v > 0;
        }
        default -> {
          up = true;
          down = true;
        }
      }
      if (up) {
        for (int t : increasers) {
          sink.add(t);
        }
      }
      if (down) {
        for (int t : decreasers) {
          sink.add(t);
        }
      }
    }

    @Override
    boolean usesEnabledness() {
      return false;
    }
  }
}
