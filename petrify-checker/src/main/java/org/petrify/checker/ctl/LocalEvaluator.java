package org.petrify.checker.ctl;

import java.util.List;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.roaringbitmap.RoaringBitmap;

/**
 * On-the-fly, local CTL evaluation: a formula is compiled into a tree of {@link StateFormula}
 * nodes, and each temporal node answers "does state s satisfy me?" by a {@link PathSearch} from
 * s, exploring only as much of the state space as the answer needs. Each temporal node memoises
 * its answers in two RoaringBitmaps over state ids: a successful search proves its whole DFS
 * stack (every stack state has the same kind of path), a failed search refutes every state it
 * visited (their whole relevant region was explored).
 *
 * <p>Every temporal operator is reduced to an existential search, possibly negated:
 * {@code EF φ = E(true U φ)}, {@code AG φ = ¬E(true U ¬φ)}, {@code AF φ = ¬EG ¬φ},
 * {@code A(φ U ψ) = ¬(violation)} where a violation is a maximal path of {@code φ∧¬ψ} states that
 * is infinite, ends in a deadlock, or leaves to a {@code ¬φ∧¬ψ} state. Paths are maximal: a
 * deadlock ends a finite path (MCC convention).
 */
final class LocalEvaluator {
  private final TransitionSystem system;
  private final PetriNet net;
  private final int[] marking;
  private int decoded = -1;
  private EngineStates reducing;
  private int reducedSearches;

  LocalEvaluator(TransitionSystem system, PetriNet net) {
    this.system = system;
    this.net = net;
    this.marking = new int[system.placeCount()];
  }

  /** A compiled formula that can be asked about single states. */
  abstract static class StateFormula {
    abstract boolean holds(int state);
  }

  /** Compiles {@code formula} for this evaluator's transition system. */
  StateFormula compile(Formula formula) {
    return compile(formula, false);
  }

  /**
   * Lets top-level searches (temporal operators not nested under another one, whose operands
   * are propositional, and which are therefore only ever asked about the initial state) use
   * reduced successors; see {@link PathSearch#reduceWith}.
   */
  void reduceTopLevelWith(EngineStates engine) {
    this.reducing = engine;
  }

  /** Whether some search used a reduced expansion. */
  boolean reduced() {
    return reducedSearches > 0;
  }

  private StateFormula compile(Formula formula, boolean nested) {
    if (MarkingPredicate.isPropositional(formula)) {
      return new Atom(MarkingPredicate.compile(net, formula));
    }
    if (formula instanceof Formula.Not not) {
      return new Negation(compile(not.operand(), nested));
    }
    if (formula instanceof Formula.And and) {
      return new Junction(compileAll(and.operands(), nested), true);
    }
    if (formula instanceof Formula.Or or) {
      return new Junction(compileAll(or.operands(), nested), false);
    }
    if (formula instanceof Formula.EX ex) {
      return new Next(compile(ex.operand(), true));
    }
    if (formula instanceof Formula.AX ax) {
      return new Negation(new Next(compile(new Formula.Not(ax.operand()), true)));
    }
    if (formula instanceof Formula.EF ef) {
      return search(new Formula.True(), ef.operand(), false, nested);
    }
    if (formula instanceof Formula.AG ag) {
      return new Negation(
          search(new Formula.True(), new Formula.Not(ag.operand()), false, nested));
    }
    if (formula instanceof Formula.EU eu) {
      return search(eu.hold(), eu.goal(), false, nested);
    }
    if (formula instanceof Formula.EG eg) {
      return search(eg.operand(), null, true, nested);
    }
    if (formula instanceof Formula.AF af) {
      return new Negation(search(new Formula.Not(af.operand()), null, true, nested));
    }
    if (formula instanceof Formula.AU au) {
      Formula notGoal = new Formula.Not(au.goal());
      Formula hold = new Formula.And(List.of(au.hold(), notGoal));
      Formula exit = new Formula.And(List.of(new Formula.Not(au.hold()), notGoal));
      return new Negation(search(hold, exit, true, nested));
    }
    throw new IllegalArgumentException("unsupported formula: " + formula);
  }

  private Search search(Formula hold, Formula goal, boolean maximal, boolean nested) {
    Search node = new Search(compile(hold, true), goal == null ? null : compile(goal, true),
        maximal, maximal);
    boolean propositional = MarkingPredicate.isPropositional(hold)
        && (goal == null || MarkingPredicate.isPropositional(goal));
    if (reducing != null && !nested && propositional) {
      Visibility visibility = Visibility.of(net,
          goal == null ? List.of(hold) : List.of(hold, goal));
      EngineStates engine = reducing;
      node.search.reduceWith((state, out) -> engine.reducedSuccessors(state, visibility, out));
      node.reducing = true;
    }
    return node;
  }

  private StateFormula[] compileAll(List<Formula> operands, boolean nested) {
    StateFormula[] parts = new StateFormula[operands.size()];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = compile(operands.get(i), nested);
    }
    return parts;
  }

  /**
   * The witness of the outermost temporal operator of {@code compiled} after it was evaluated at
   * the initial state (looking through negations), or null if that operator found no path.
   */
  static PathSearch.Path topLevelPath(StateFormula compiled) {
    StateFormula node = compiled;
    while (node instanceof Negation negation) {
      node = negation.operand;
    }
    if (node instanceof Search search) {
      return search.lastPath;
    }
    if (node instanceof Next next) {
      return next.lastPath;
    }
    return null;
  }

  final class Atom extends StateFormula {
    private final MarkingPredicate predicate;

    Atom(MarkingPredicate predicate) {
      this.predicate = predicate;
    }

    @Override
    boolean holds(int state) {
      if (decoded != state) {
        system.marking(state, marking);
        decoded = state;
      }
      return predicate.test(marking);
    }
  }

  static final class Negation extends StateFormula {
    final StateFormula operand;

    Negation(StateFormula operand) {
      this.operand = operand;
    }

    @Override
    boolean holds(int state) {
      return !operand.holds(state);
    }
  }

  static final class Junction extends StateFormula {
    private final StateFormula[] parts;
    private final boolean conjunction;

    Junction(StateFormula[] parts, boolean conjunction) {
      this.parts = parts;
      this.conjunction = conjunction;
    }

    @Override
    boolean holds(int state) {
      for (StateFormula part : parts) {
        if (part.holds(state) != conjunction) {
          return !conjunction;
        }
      }
      return conjunction;
    }
  }

  /** {@code EX φ}: some successor satisfies φ (false at a deadlock). */
  final class Next extends StateFormula {
    private final StateFormula operand;
    private final IntArrayList buffer = new IntArrayList();
    PathSearch.Path lastPath;

    Next(StateFormula operand) {
      this.operand = operand;
    }

    @Override
    boolean holds(int state) {
      buffer.clear();
      int n = system.successors(state, buffer);
      for (int i = 0; i < n; i++) {
        int target = buffer.get(2 * i + 1);
        if (operand.holds(target)) {
          lastPath = new PathSearch.Path(new int[] {state, target},
              new int[] {buffer.get(2 * i)}, -1, PathSearch.End.GOAL);
          return true;
        }
      }
      lastPath = null;
      return false;
    }
  }

  /** An existential path search with memoised answers; see {@link PathSearch}. */
  final class Search extends StateFormula {
    private final StateFormula hold;
    private final StateFormula goal;
    private final RoaringBitmap proven = new RoaringBitmap();
    private final RoaringBitmap refuted = new RoaringBitmap();
    private final PathSearch search;
    private boolean reducing;
    PathSearch.Path lastPath;

    Search(StateFormula hold, StateFormula goal, boolean acceptDeadlock, boolean acceptCycle) {
      this.hold = hold;
      this.goal = goal;
      PathSearch.StateTest holdTest = s -> !refuted.contains(s) && hold.holds(s);
      PathSearch.StateTest goalTest = goal == null
          ? proven::contains
          : s -> proven.contains(s) || goal.holds(s);
      this.search = new PathSearch(system, holdTest, goalTest, acceptDeadlock, acceptCycle);
    }

    @Override
    boolean holds(int state) {
      if (proven.contains(state)) {
        return true;
      }
      if (refuted.contains(state)) {
        return false;
      }
      PathSearch.Path path = search.search(state);
      lastPath = path;
      if (reducing && search.reducedExpansions() > 0) {
        reducedSearches++;
      }
      if (path != null) {
        for (int s : path.states()) {
          proven.add(s);
        }
        return true;
      }
      IntArrayList visited = search.visited();
      for (int k = 0; k < visited.size(); k++) {
        refuted.add(visited.get(k));
      }
      refuted.add(state);
      return false;
    }
  }
}
