package org.petrify.checker.ctl;

import org.petrify.checker.Budget;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.petrify.checker.StateSpace;

/**
 * The {@link TransitionSystem} of the engine's {@link StateSpace} (packed markings in its state
 * store, dense ids, budgets). Optionally offers reduced successors for {@link PathSearch}: the
 * engine's deadlock-preserving stubborn set, fully expanded whenever it contains an enabled
 * visible transition (see {@link Visibility}); the cycle proviso is applied by the search.
 */
final class EngineStates implements TransitionSystem {
  private final StateSpace space;
  private IntArrayList target;
  private final StateSpace.EdgeConsumer collect = (t, v) -> {
    target.add(t);
    target.add(v);
  };

  private Budget budget;
  private int calls;

  /** The budget whose deadline is checked every 256 expansions; null for none. */
  void budget(Budget current) {
    this.budget = current;
  }

  private void tick() {
    if (budget != null && (++calls & 255) == 0) {
      budget.checkTime();
    }
  }

  EngineStates(StateSpace space) {
    this.space = space;
  }

  StateSpace space() {
    return space;
  }

  @Override
  public int initialState() {
    return space.initial();
  }

  @Override
  public int stateCount() {
    return space.size();
  }

  @Override
  public int successors(int state, IntArrayList out) {
    tick();
    IntArrayList saved = target;
    target = out;
    try {
      return space.successors(state, collect);
    } finally {
      target = saved;
    }
  }

  /**
   * Successors through a deadlock-preserving stubborn set, or all successors if that set has
   * an enabled transition visible to {@code visibility} (then returns a negative count,
   * {@code -(n+1)}, to tell the caller that the expansion is full).
   */
  int reducedSuccessors(int state, Visibility visibility, IntArrayList out) {
    tick();
    int from = out.size();
    IntArrayList saved = target;
    target = out;
    int n;
    try {
      n = space.stubbornSuccessors(state, null, collect);
    } finally {
      target = saved;
    }
    for (int i = 0; i < n; i++) {
      if (visibility.isVisible(out.get(from + 2 * i))) {
        while (out.size() > from) {
          out.removeAtIndex(out.size() - 1);
        }
        return -successors(state, out) - 1;
      }
    }
    return n;
  }

  /**
   * Successors for {@code AG EF goal} through the engine's stubborn sets
   * ({@link StateSpace#homeSuccessors}): the number of edges, or {@code -(n+1)} when they are
   * all the enabled transitions.
   */
  int homeSuccessors(int state, org.petrify.net.formula.Formula goal, boolean[] visible,
      IntArrayList out) {
    tick();
    IntArrayList saved = target;
    target = out;
    try {
      return space.homeSuccessors(state, goal, visible, collect);
    } finally {
      target = saved;
    }
  }

  @Override
  public void marking(int state, int[] into) {
    space.marking(state, into);
  }

  @Override
  public int placeCount() {
    return space.net().placeCount();
  }
}
