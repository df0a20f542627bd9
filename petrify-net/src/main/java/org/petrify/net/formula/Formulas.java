package org.petrify.net.formula;

import java.util.BitSet;
import java.util.List;
import org.petrify.net.PetriNet;

/**
 * Queries about formulas that the engine needs: classification, the places and transitions the
 * atoms depend on, and evaluation of state predicates on a marking.
 */
public final class Formulas {
  private Formulas() {}

  /** True if {@code f} contains no temporal operator (a predicate on one marking). */
  public static boolean isStatePredicate(Formula f) {
    if (f instanceof Formula.Not not) {
      return isStatePredicate(not.operand());
    }
    if (f instanceof Formula.And and) {
      return and.operands().stream().allMatch(Formulas::isStatePredicate);
    }
    if (f instanceof Formula.Or or) {
      return or.operands().stream().allMatch(Formulas::isStatePredicate);
    }
    return isAtom(f);
  }

  /** True for the atomic propositions: TRUE, FALSE, DEADLOCK, INITIAL, FIREABLE, comparisons. */
  public static boolean isAtom(Formula f) {
    return f instanceof Formula.True || f instanceof Formula.False
        || f instanceof Formula.Deadlock || f instanceof Formula.Initial
        || f instanceof Formula.Fireable || f instanceof Formula.Compare;
  }

  /** True if {@code f} is {@code EF φ} or {@code AG φ} with φ a state predicate. */
  public static boolean isReachability(Formula f) {
    if (f instanceof Formula.EF ef) {
      return isStatePredicate(ef.operand());
    }
    if (f instanceof Formula.AG ag) {
      return isStatePredicate(ag.operand());
    }
    return false;
  }

  /** The predicate φ of a reachability formula {@code EF φ} or {@code AG φ}. */
  public static Formula reachabilityPredicate(Formula f) {
    if (f instanceof Formula.EF ef && isStatePredicate(ef.operand())) {
      return ef.operand();
    }
    if (f instanceof Formula.AG ag && isStatePredicate(ag.operand())) {
      return ag.operand();
    }
    throw new IllegalArgumentException("not a reachability formula: " + f);
  }

  /** True if {@code f} mentions {@link Formula.Deadlock} anywhere. */
  public static boolean mentionsDeadlock(Formula f) {
    return anyNode(f, g -> g instanceof Formula.Deadlock);
  }

  /** Number of formula nodes (atoms count one each; expressions are not counted). */
  public static int size(Formula f) {
    int[] count = {0};
    anyNode(f, g -> {
      count[0]++;
      return false;
    });
    return count[0];
  }

  /**
   * The places whose token counts the atoms of {@code f} read: the places of every comparison
   * (with any coefficient), the pre-places of every transition in a {@code FIREABLE} atom, and
   * every place if {@code INITIAL} occurs, and the pre-places of all transitions if
   * {@code DEADLOCK} occurs. The truth value of every atom of {@code f} in a marking is a
   * function of the marking restricted to these places.
   */
  public static BitSet readPlaces(Formula f, PetriNet net) {
    BitSet places = new BitSet(net.placeCount());
    anyNode(f, g -> {
      if (g instanceof Formula.Compare compare) {
        addPlaces(compare.left(), places);
        addPlaces(compare.right(), places);
      } else if (g instanceof Formula.Fireable fireable) {
        for (int t : fireable.transitions()) {
          addPrePlaces(net, t, places);
        }
      } else if (g instanceof Formula.Initial) {
        places.set(0, net.placeCount());
      } else if (g instanceof Formula.Deadlock) {
        for (int t = 0; t < net.transitionCount(); t++) {
          addPrePlaces(net, t, places);
        }
      }
      return false;
    });
    return places;
  }

  /**
   * The transitions visible for {@code f}: exactly those that change the token count of at least
   * one place in {@link #readPlaces(Formula, PetriNet)}, i.e. {@code t} with
   * {@code post(t,p) != pre(t,p)} for some read place {@code p}.
   *
   * <p>Guarantee (what stubborn-set reductions rely on): if {@code t} is not visible, then for
   * every marking {@code m} enabling {@code t} with {@code m [t> m'}, every atom of {@code f}
   * (hence every state predicate built from them) has the same truth value in {@code m} and
   * {@code m'}. The set is conservative: a visible transition may still leave all atoms
   * unchanged (for example when it moves a token between two places of the same sum).
   * {@code DEADLOCK} makes every transition that changes a pre-place of any transition visible;
   * {@code INITIAL} every transition that changes any place. Returned sorted ascending.
   */
  public static int[] visibleTransitions(Formula f, PetriNet net) {
    BitSet read = readPlaces(f, net);
    BitSet visible = new BitSet(net.transitionCount());
    for (int p = read.nextSetBit(0); p >= 0; p = read.nextSetBit(p + 1)) {
      for (int i = net.consumerStart(p); i < net.consumerStart(p + 1); i++) {
        int t = net.consumer(i);
        if (net.consumes(t, p) != net.produces(t, p)) {
          visible.set(t);
        }
      }
      for (int i = net.producerStart(p); i < net.producerStart(p + 1); i++) {
        int t = net.producer(i);
        if (net.consumes(t, p) != net.produces(t, p)) {
          visible.set(t);
        }
      }
    }
    return visible.stream().toArray();
  }

  /**
   * Evaluates a state predicate on a marking indexed by place id. Comparisons are evaluated with
   * exact (overflow-checked) long arithmetic.
   *
   * @throws IllegalArgumentException if {@code f} contains a temporal operator
   * @throws ArithmeticException if an expression overflows a long
   */
  public static boolean holds(Formula f, PetriNet net, int[] marking) {
    if (f instanceof Formula.True) {
      return true;
    }
    if (f instanceof Formula.False) {
      return false;
    }
    if (f instanceof Formula.Deadlock) {
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, marking)) {
          return false;
        }
      }
      return true;
    }
    if (f instanceof Formula.Initial) {
      for (int p = 0; p < net.placeCount(); p++) {
        if (marking[p] != net.initialTokens(p)) {
          return false;
        }
      }
      return true;
    }
    if (f instanceof Formula.Fireable fireable) {
      for (int t : fireable.transitions()) {
        if (net.isEnabled(t, marking)) {
          return true;
        }
      }
      return false;
    }
    if (f instanceof Formula.Compare c) {
      return c.op().test(value(c.left(), marking), value(c.right(), marking));
    }
    if (f instanceof Formula.Not not) {
      return !holds(not.operand(), net, marking);
    }
    if (f instanceof Formula.And and) {
      for (Formula g : and.operands()) {
        if (!holds(g, net, marking)) {
          return false;
        }
      }
      return true;
    }
    if (f instanceof Formula.Or or) {
      for (Formula g : or.operands()) {
        if (holds(g, net, marking)) {
          return true;
        }
      }
      return false;
    }
    throw new IllegalArgumentException("not a state predicate: " + f);
  }

  /** The value of an expression with overflow checks. */
  public static long value(IntExpr e, int[] marking) {
    if (e instanceof IntExpr.Constant c) {
      return c.value();
    }
    if (e instanceof IntExpr.Tokens tokens) {
      long sum = 0;
      for (int p : tokens.places()) {
        sum += marking[p];
      }
      return sum;
    }
    if (e instanceof IntExpr.Sum sum) {
      long total = 0;
      for (IntExpr term : sum.terms()) {
        total = Math.addExact(total, value(term, marking));
      }
      return total;
    }
    IntExpr.Times times = (IntExpr.Times) e;
    return Math.multiplyExact(times.factor(), value(times.term(), marking));
  }

  private static void addPlaces(IntExpr e, BitSet places) {
    if (e instanceof IntExpr.Tokens tokens) {
      for (int p : tokens.places()) {
        places.set(p);
      }
    } else if (e instanceof IntExpr.Sum sum) {
      for (IntExpr term : sum.terms()) {
        addPlaces(term, places);
      }
    } else if (e instanceof IntExpr.Times times) {
      addPlaces(times.term(), places);
    }
  }

  private static void addPrePlaces(PetriNet net, int t, BitSet places) {
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      places.set(net.prePlace(i));
    }
  }

  /** Visits every node of {@code f} (pre-order) until the visitor returns true. */
  static boolean anyNode(Formula f, java.util.function.Predicate<Formula> visitor) {
    if (visitor.test(f)) {
      return true;
    }
    for (Formula child : children(f)) {
      if (anyNode(child, visitor)) {
        return true;
      }
    }
    return false;
  }

  /** The direct sub-formulas of {@code f}, in order. */
  public static List<Formula> children(Formula f) {
    if (f instanceof Formula.Not g) {
      return List.of(g.operand());
    } else if (f instanceof Formula.And g) {
      return g.operands();
    } else if (f instanceof Formula.Or g) {
      return g.operands();
    } else if (f instanceof Formula.EX g) {
      return List.of(g.operand());
    } else if (f instanceof Formula.AX g) {
      return List.of(g.operand());
    } else if (f instanceof Formula.EF g) {
      return List.of(g.operand());
    } else if (f instanceof Formula.AF g) {
      return List.of(g.operand());
    } else if (f instanceof Formula.EG g) {
      return List.of(g.operand());
    } else if (f instanceof Formula.AG g) {
      return List.of(g.operand());
    } else if (f instanceof Formula.EU g) {
      return List.of(g.hold(), g.goal());
    } else if (f instanceof Formula.AU g) {
      return List.of(g.hold(), g.goal());
    }
    return List.of();
  }
}
