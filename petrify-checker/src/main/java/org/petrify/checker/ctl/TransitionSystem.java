package org.petrify.checker.ctl;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * The state graph the CTL algorithms walk, explored lazily: states are dense {@code int} ids
 * handed out in discovery order starting with {@link #initialState()}; the successors of a state
 * are produced on demand.
 *
 * <p>Implementations: {@link NetStateSpace} (on the fly over a {@link org.petrify.net.PetriNet})
 * and {@link StateGraph} (an explored graph in CSR form, used by the global labelling).
 */
interface TransitionSystem {

  int initialState();

  /** The number of states discovered so far; every id below it is valid. */
  int stateCount();

  /**
   * Appends the successors of {@code state} to {@code out} as pairs {@code (transition, target)}
   * and returns the number of pairs appended. Zero pairs means {@code state} is a deadlock.
   *
   * @throws org.petrify.checker.BudgetExceededException when a new state would exceed the budget
   */
  int successors(int state, IntArrayList out);

  /** Writes the marking of {@code state} into {@code into} (indexed by place id). */
  void marking(int state, int[] into);

  /** The number of places, i.e. the length of a marking. */
  int placeCount();
}
