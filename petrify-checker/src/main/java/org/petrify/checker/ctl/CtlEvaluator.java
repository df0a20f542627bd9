package org.petrify.checker.ctl;

import org.petrify.checker.Fairness;
import java.util.List;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.roaringbitmap.RoaringBitmap;

/**
 * Evaluates any CTL formula of {@link Formula} at the initial marking of a net.
 *
 * <p>Semantics (as in the Model Checking Contest): paths are maximal, so a deadlock ends a
 * finite path. At a deadlock {@code EX φ} is false, {@code AX φ} true, {@code EG φ} ⇔ φ,
 * {@code AF φ} ⇔ φ, {@code A(φ U ψ)} ⇔ ψ.
 *
 * <p>Methods ({@link Strategy}): on-the-fly local search with memoisation, or global fixpoint
 * labelling of the explored graph. The witness is a path (or lasso, for {@code EG}/{@code AF}/
 * {@code AU}) for the outermost temporal operator, replayed on the net before it is returned.
 */
public final class CtlEvaluator {
  private CtlEvaluator() {}

  /** The verdict of {@code formula} at the initial marking of {@code net} ({@link Strategy#AUTO}). */
  public static CheckResult evaluate(PetriNet net, Formula formula, CheckOptions options) {
    return evaluate(net, formula, options, Strategy.AUTO);
  }

  /** As {@link #evaluate(PetriNet, Formula, CheckOptions)} with a chosen method. */
  public static CheckResult evaluate(PetriNet net, Formula formula, CheckOptions options,
      Strategy strategy) {
    return CtlSession.of(net, options).check(formula, strategy);
  }

  /**
   * MCC UpperBounds: the maximum over all reachable markings of the total number of tokens on
   * {@code places} (a place listed twice counts twice), exact, by a full exploration without
   * reduction.
   */
  public static UpperBound upperBound(PetriNet net, List<Integer> places, CheckOptions options) {
    return CtlSession.of(net, options).upperBound(places);
  }

  static CtlOutcome run(PetriNet net, Formula formula, CheckOptions options, Strategy wanted) {
    return CtlSession.of(net, options).outcome(formula, wanted);
  }

  static Strategy choose(Formula formula, Fairness fairness, Strategy wanted) {
    if (!fairness.isEmpty()) {
      return Strategy.GLOBAL;
    }
    if (wanted != Strategy.AUTO) {
      return wanted;
    }
    return temporalDepth(formula) <= 1 ? Strategy.LOCAL : Strategy.GLOBAL;
  }

  /** The nesting depth of temporal operators (0 for a propositional formula). */
  static int temporalDepth(Formula f) {
    if (f instanceof Formula.Not not) {
      return temporalDepth(not.operand());
    }
    if (f instanceof Formula.And and) {
      return maxDepth(and.operands(), 0);
    }
    if (f instanceof Formula.Or or) {
      return maxDepth(or.operands(), 0);
    }
    if (f instanceof Formula.EX x) {
      return 1 + temporalDepth(x.operand());
    }
    if (f instanceof Formula.AX x) {
      return 1 + temporalDepth(x.operand());
    }
    if (f instanceof Formula.EF x) {
      return 1 + temporalDepth(x.operand());
    }
    if (f instanceof Formula.AF x) {
      return 1 + temporalDepth(x.operand());
    }
    if (f instanceof Formula.EG x) {
      return 1 + temporalDepth(x.operand());
    }
    if (f instanceof Formula.AG x) {
      return 1 + temporalDepth(x.operand());
    }
    if (f instanceof Formula.EU x) {
      return 1 + maxDepth(List.of(x.hold(), x.goal()), 0);
    }
    if (f instanceof Formula.AU x) {
      return 1 + maxDepth(List.of(x.hold(), x.goal()), 0);
    }
    return 0;
  }

  private static int maxDepth(List<Formula> fs, int floor) {
    int d = floor;
    for (Formula f : fs) {
      d = Math.max(d, temporalDepth(f));
    }
    return d;
  }

  /**
   * Builds the witness of the outermost temporal operator from the labels, or null. A
   * disjunction (not under a negation) is witnessed by its first disjunct that holds initially;
   * {@code EF EG φ} by a path to an {@code EG φ} state followed by the lasso (or path to a
   * φ-deadlock) of {@code EG φ} from there.
   */
  static PathSearch.Path globalWitness(GlobalLabelling labelling, Formula formula) {
    Formula top = formula;
    while (top instanceof Formula.Not not) {
      top = not.operand();
    }
    StateGraph graph = labelling.graph();
    int init = graph.initialState();
    if (top == formula && top instanceof Formula.Or or) {
      for (Formula part : or.operands()) {
        if (labelling.label(part).contains(init)) {
          return globalWitness(labelling, part);
        }
      }
      return null;
    }
    if (top instanceof Formula.EF ef && ef.operand() instanceof Formula.EG eg) {
      RoaringBitmap egSet = labelling.label(eg);
      PathSearch.Path stem = new PathSearch(graph, s -> true, egSet::contains, false, false)
          .search(init);
      if (stem == null) {
        return null;
      }
      int at = stem.states()[stem.states().length - 1];
      PathSearch.Path rest = new PathSearch(graph, egSet::contains, s -> false, true, true)
          .search(at);
      return rest == null ? null : concat(stem, rest);
    }
    if (top instanceof Formula.EX ex) {
      return step(labelling, labelling.label(ex.operand()), true);
    }
    if (top instanceof Formula.AX ax) {
      return step(labelling, labelling.label(ax.operand()), false);
    }
    Formula hold;
    Formula goal;
    boolean maximal;
    if (top instanceof Formula.EF ef) {
      hold = new Formula.True();
      goal = ef.operand();
      maximal = false;
    } else if (top instanceof Formula.AG ag) {
      hold = new Formula.True();
      goal = new Formula.Not(ag.operand());
      maximal = false;
    } else if (top instanceof Formula.EU eu) {
      hold = eu.hold();
      goal = eu.goal();
      maximal = false;
    } else if (top instanceof Formula.EG eg) {
      hold = top;
      goal = null;
      maximal = true;
    } else if (top instanceof Formula.AF af) {
      hold = new Formula.EG(new Formula.Not(af.operand()));
      goal = null;
      maximal = true;
    } else if (top instanceof Formula.AU au) {
      Formula notGoal = new Formula.Not(au.goal());
      hold = new Formula.And(List.of(au.hold(), notGoal));
      goal = new Formula.And(List.of(new Formula.Not(au.hold()), notGoal));
      maximal = true;
    } else {
      return null;
    }
    RoaringBitmap holdSet = labelling.label(hold);
    RoaringBitmap goalSet = goal == null ? new RoaringBitmap() : labelling.label(goal);
    PathSearch search = new PathSearch(graph, holdSet::contains, goalSet::contains, maximal,
        maximal);
    return search.search(init);
  }

  /** {@code first} (a path ending where {@code second} starts) followed by {@code second}. */
  static PathSearch.Path concat(PathSearch.Path first, PathSearch.Path second) {
    int k = first.transitions().length;
    int[] states = new int[first.states().length + second.states().length - 1];
    System.arraycopy(first.states(), 0, states, 0, first.states().length);
    System.arraycopy(second.states(), 1, states, first.states().length,
        second.states().length - 1);
    int[] transitions = new int[k + second.transitions().length];
    System.arraycopy(first.transitions(), 0, transitions, 0, k);
    System.arraycopy(second.transitions(), 0, transitions, k, second.transitions().length);
    int loopStart = second.loopStart() < 0 ? -1 : second.loopStart() + k;
    return new PathSearch.Path(states, transitions, loopStart, second.end());
  }

  private static PathSearch.Path step(GlobalLabelling labelling, RoaringBitmap operand,
      boolean wanted) {
    StateGraph graph = labelling.graph();
    int init = graph.initialState();
    for (int e = graph.outStart(init); e < graph.outEnd(init); e++) {
      if (operand.contains(graph.target(e)) == wanted) {
        return new PathSearch.Path(new int[] {init, graph.target(e)},
            new int[] {graph.transition(e)}, -1, PathSearch.End.GOAL);
      }
    }
    return null;
  }
}
