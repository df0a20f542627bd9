package org.petrify.checker.reduce;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/**
 * What a structural reduction must preserve: how much of the behaviour ({@link Preserves}) and
 * which places and transitions a formula can see. A rule never removes or rewrites a visible
 * place, nor a visible transition (except a dead one, whose {@code FIREABLE} is constantly
 * false). The pre-places of every visible transition are visible too, since its enabledness
 * depends on them.
 *
 * @param preserves the behaviour the reduced net must have in common with the original
 * @param places the visible places (original ids)
 * @param transitions the visible transitions (original ids)
 */
public record Scope(Preserves preserves, BitSet places, BitSet transitions) {

  public Scope {
    places = (BitSet) places.clone();
    transitions = (BitSet) transitions.clone();
  }

  @Override
  public BitSet places() {
    return (BitSet) places.clone();
  }

  @Override
  public BitSet transitions() {
    return (BitSet) transitions.clone();
  }

  /**
   * How much behaviour a reduction keeps, from the weakest to the strongest requirement; a rule
   * sound for one level is sound for every weaker one.
   */
  public enum Preserves {
    /**
     * The dead markings, projected on the visible places: a dead marking with given visible
     * values is reachable in the reduced net iff one is in the original. Decides
     * {@code EF (DEADLOCK AND ψ)} with ψ over the visible places.
     */
    DEAD_MARKINGS,
    /**
     * The reachable markings projected on the visible places, with the enabledness of the
     * visible transitions, and the dead markings as above. Decides {@code EF φ} and
     * {@code AG φ} for state formulas φ without {@code DEADLOCK}, and their Boolean
     * combinations.
     */
    REACHABLE_MARKINGS,
    /**
     * The reachability graph up to a bisimulation that respects the visible places, the
     * visible transitions' enabledness and deadlock. Decides all of CTL (next included).
     */
    STATE_GRAPH,
    /**
     * As {@link #STATE_GRAPH}, and the original marking is a function of the reduced one, so
     * that a cycle of the reduced net is a cycle of the original: lasso witnesses lift.
     */
    STATE_GRAPH_AND_CYCLES;

    /** True if a rule sound for {@code this} level is sound for {@code needed}. */
    boolean atLeast(Preserves needed) {
      return compareTo(needed) >= 0;
    }
  }

  /**
   * The scope needed to decide {@code formula} on a reduction of {@code net}, or empty when the
   * formula must be checked on the net itself: a formula without temporal operators (decided at
   * the initial marking), a formula mentioning the initial marking ({@code INITIAL} sees every
   * place), or a CTL formula under a fairness assumption (its transition groups refer to the
   * original transitions).
   */
  public static Optional<Scope> forFormula(PetriNet net, Formula formula, boolean fairness) {
    Atoms atoms = new Atoms(net);
    atoms.visit(formula);
    if (atoms.initial || isStateFormula(formula)) {
      return Optional.empty();
    }
    if (!isReachabilityFragment(formula)) {
      return fairness ? Optional.empty()
          : Optional.of(atoms.scope(Preserves.STATE_GRAPH_AND_CYCLES));
    }
    Formula goal = singleEfGoal(formula);
    if (goal != null) {
      Formula filter = deadlockFilter(goal);
      if (filter != null) {
        Atoms filterAtoms = new Atoms(net);
        filterAtoms.visit(filter);
        if (!filterAtoms.deadlock) {
          return Optional.of(filterAtoms.scope(Preserves.DEAD_MARKINGS));
        }
      }
    }
    return Optional.of(atoms.scope(atoms.deadlock ? Preserves.STATE_GRAPH
        : Preserves.REACHABLE_MARKINGS));
  }

  /** The operand of {@code EF g} under any number of negations, else null. */
  private static Formula singleEfGoal(Formula f) {
    while (f instanceof Formula.Not not) {
      f = not.operand();
    }
    return f instanceof Formula.EF ef ? ef.operand() : null;
  }

  /**
   * For {@code DEADLOCK} or a conjunction with a {@code DEADLOCK} conjunct: the other
   * conjuncts ({@code TRUE} if none), else null — the goals the engine searches as dead
   * markings with a filter.
   */
  static Formula deadlockFilter(Formula goal) {
    if (goal instanceof Formula.Deadlock) {
      return new Formula.True();
    }
    if (!(goal instanceof Formula.And and)) {
      return null;
    }
    boolean dead = false;
    List<Formula> rest = new java.util.ArrayList<>();
    for (Formula f : and.operands()) {
      if (f instanceof Formula.Deadlock) {
        dead = true;
      } else {
        rest.add(f);
      }
    }
    if (!dead) {
      return null;
    }
    return rest.isEmpty() ? new Formula.True() : new Formula.And(rest);
  }

  static boolean isStateFormula(Formula f) {
    if (f instanceof Formula.Not n) {
      return isStateFormula(n.operand());
    }
    if (f instanceof Formula.And a) {
      return a.operands().stream().allMatch(Scope::isStateFormula);
    }
    if (f instanceof Formula.Or o) {
      return o.operands().stream().allMatch(Scope::isStateFormula);
    }
    return f instanceof Formula.True || f instanceof Formula.False
        || f instanceof Formula.Deadlock || f instanceof Formula.Initial
        || f instanceof Formula.Fireable || f instanceof Formula.Compare;
  }

  /** Boolean combinations of state formulas, {@code EF φ} and {@code AG φ} (φ a state formula). */
  static boolean isReachabilityFragment(Formula f) {
    if (f instanceof Formula.EF ef) {
      return isStateFormula(ef.operand());
    }
    if (f instanceof Formula.AG ag) {
      return isStateFormula(ag.operand());
    }
    if (f instanceof Formula.Not n) {
      return isReachabilityFragment(n.operand());
    }
    if (f instanceof Formula.And a) {
      return a.operands().stream().allMatch(Scope::isReachabilityFragment);
    }
    if (f instanceof Formula.Or o) {
      return o.operands().stream().allMatch(Scope::isReachabilityFragment);
    }
    return isStateFormula(f);
  }

  /** Collects the places and transitions a formula mentions. */
  private static final class Atoms {
    final PetriNet net;
    final BitSet places = new BitSet();
    final BitSet transitions = new BitSet();
    boolean deadlock;
    boolean initial;

    Atoms(PetriNet net) {
      this.net = net;
    }

    Scope scope(Preserves preserves) {
      return new Scope(preserves, places, transitions);
    }

    void visit(Formula f) {
      if (f instanceof Formula.Deadlock) {
        deadlock = true;
      } else if (f instanceof Formula.Initial) {
        initial = true;
      } else if (f instanceof Formula.Fireable fire) {
        for (int t : fire.transitions()) {
          transitions.set(t);
          for (int i = net.preStart(t); i < net.preStart(t + 1); i++) {
            places.set(net.prePlace(i));
          }
        }
      } else if (f instanceof Formula.Compare c) {
        visit(c.left());
        visit(c.right());
      } else if (f instanceof Formula.Not n) {
        visit(n.operand());
      } else if (f instanceof Formula.And a) {
        a.operands().forEach(this::visit);
      } else if (f instanceof Formula.Or o) {
        o.operands().forEach(this::visit);
      } else if (f instanceof Formula.EX x) {
        visit(x.operand());
      } else if (f instanceof Formula.AX x) {
        visit(x.operand());
      } else if (f instanceof Formula.EF x) {
        visit(x.operand());
      } else if (f instanceof Formula.AF x) {
        visit(x.operand());
      } else if (f instanceof Formula.EG x) {
        visit(x.operand());
      } else if (f instanceof Formula.AG x) {
        visit(x.operand());
      } else if (f instanceof Formula.EU u) {
        visit(u.hold());
        visit(u.goal());
      } else if (f instanceof Formula.AU u) {
        visit(u.hold());
        visit(u.goal());
      }
    }

    void visit(IntExpr e) {
      if (e instanceof IntExpr.Tokens t) {
        t.places().forEach(places::set);
      } else if (e instanceof IntExpr.Sum s) {
        s.terms().forEach(this::visit);
      } else if (e instanceof IntExpr.Times t) {
        visit(t.term());
      }
    }
  }
}
