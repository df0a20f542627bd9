package org.petrify.checker.ctl;

import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * The transitions that can change the truth of some propositional formulas: those whose firing
 * changes the token count of a place the formulas read. A comparison reads its places; {@code
 * FIREABLE(t)} reads the pre-places of t; {@code DEADLOCK} the pre-places of every transition;
 * {@code INITIAL} every place. A transition with the same weight in and out of a place (a read
 * arc) does not change it.
 */
final class Visibility {
  private final boolean[] visible;
  private final int count;

  private Visibility(boolean[] visible) {
    this.visible = visible;
    int c = 0;
    for (boolean v : visible) {
      c += v ? 1 : 0;
    }
    this.count = c;
  }

  static Visibility of(PetriNet net, List<Formula> formulas) {
    boolean[] read = new boolean[net.placeCount()];
    for (Formula f : formulas) {
      collect(net, f, read);
    }
    boolean[] visible = new boolean[net.transitionCount()];
    for (int t = 0; t < net.transitionCount(); t++) {
      for (int p = 0; p < read.length && !visible[t]; p++) {
        if (read[p] && net.consumes(t, p) != net.produces(t, p)) {
          visible[t] = true;
        }
      }
    }
    return new Visibility(visible);
  }

  boolean isVisible(int transition) {
    return visible[transition];
  }

  /** A copy of the visible flags, indexed by transition. */
  boolean[] mask() {
    return visible.clone();
  }

  /** The number of visible transitions. */
  int count() {
    return count;
  }

  private static void collect(PetriNet net, Formula f, boolean[] read) {
    if (f instanceof Formula.Not not) {
      collect(net, not.operand(), read);
    } else if (f instanceof Formula.And and) {
      and.operands().forEach(o -> collect(net, o, read));
    } else if (f instanceof Formula.Or or) {
      or.operands().forEach(o -> collect(net, o, read));
    } else if (f instanceof Formula.Compare compare) {
      collect(compare.left(), read);
      collect(compare.right(), read);
    } else if (f instanceof Formula.Fireable fireable) {
      for (int t : fireable.transitions()) {
        preset(net, t, read);
      }
    } else if (f instanceof Formula.Deadlock) {
      for (int t = 0; t < net.transitionCount(); t++) {
        preset(net, t, read);
      }
    } else if (f instanceof Formula.Initial) {
      java.util.Arrays.fill(read, true);
    } else if (!(f instanceof Formula.True) && !(f instanceof Formula.False)) {
      throw new IllegalArgumentException("not propositional: " + f);
    }
  }

  private static void preset(PetriNet net, int t, boolean[] read) {
    for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
      read[net.prePlace(i)] = true;
    }
  }

  private static void collect(IntExpr e, boolean[] read) {
    if (e instanceof IntExpr.Tokens tokens) {
      for (int p : tokens.places()) {
        read[p] = true;
      }
    } else if (e instanceof IntExpr.Sum sum) {
      sum.terms().forEach(t -> collect(t, read));
    } else if (e instanceof IntExpr.Times times) {
      collect(times.term(), read);
    }
  }
}
