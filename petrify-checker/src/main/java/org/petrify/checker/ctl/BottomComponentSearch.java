package org.petrify.checker.ctl;

import java.util.Arrays;

/**
 * {@code AG EF φ} on a graph reduced by stubborn sets, on the fly: in a finite graph every
 * state reaches a bottom (terminal) strongly connected component, so {@code AG EF φ} holds iff
 * every bottom component reachable from the initial state contains a φ state. One iterative
 * Tarjan pass over the reduced graph R finds its bottom components; the search stops at the
 * first one without φ, and the DFS stack then is a path from the initial state into it (from
 * where φ is unreachable), the counterexample. Without a reducer, R is the full graph.
 *
 * <p><b>Reduction.</b> The successors of a state {@code s} are the enabled members of a stubborn
 * set {@code T(s)} ({@link org.petrify.checker.StateSpace#homeSuccessors}) such that
 * <ol>
 *   <li>(D1) every enabled {@code t ∈ T(s)} commutes with every sequence {@code w} of
 *       transitions outside {@code T(s)} fireable at {@code s} ({@code s -w t->} implies
 *       {@code s -t w->}, same end), and no such sequence enables a disabled member;
 *   <li>(D2) every enabled member is a key transition: no such {@code w} disables it; and if
 *       {@code s} is not a deadlock, {@code T(s)} has an enabled member, except under (U) below
 *       when no φ state is reachable from {@code s} at all;
 *   <li>(U or V) if φ is false at {@code s}, either (U) {@code T(s)} contains an up-set of φ at
 *       {@code s}: every path from {@code s} to a φ state fires a member of it; or (V) no
 *       enabled member of {@code T(s)} is visible (changes a place φ reads, {@link Visibility});
 *       the engine computes both and keeps the smaller;
 *   <li>(P) every bottom component of R contains a fully expanded state (one whose set holds
 *       every enabled transition). The search enforces it: when a component without exits and
 *       without a fully expanded member completes, its root is expanded fully and the search
 *       goes on from there (the component may grow or gain exits).
 * </ol>
 * Where φ holds only (D1) and (D2) are needed: a deadlock-preserving set.
 *
 * <p><b>Theorem.</b> Then {@code AG EF φ} holds at {@code s0} in the full graph iff it holds in
 * R, and from every state of R from which R reaches no φ state, the full graph reaches none.
 * <i>Proof.</i> (a) Let {@code x} be a state of R and {@code x -w-> y} a full path with φ at
 * {@code y}; induction on {@code |w|}, then on the R-distance {@code d} from {@code x} to a
 * fully expanded state of a bottom component of R (one exists by (P)). If φ holds at {@code x},
 * done. If {@code w} fires a member of {@code T(x)}, the first one, {@code t}, is enabled at
 * {@code x} (nothing before it could enable it), so by (D1) {@code x -t->} is an edge of R
 * followed by a full path of length {@code |w|-1} to {@code y}. Otherwise (U) fails at
 * {@code x} ({@code w} reaches φ without a member), so (V) holds, and {@code x} is not fully
 * expanded (the first transition of {@code w} is enabled and outside); let {@code x -t-> x'}
 * be the first edge of a shortest R-path to such a state: {@code t} is a key (D2), so
 * {@code x' -w-> y'} with {@code y -t-> y'} (D1), and {@code t} is invisible (V), so φ holds
 * at {@code y'}; {@code d} decreased. So a goal-free bottom component of R is a true
 * counterexample. (b) Conversely let every state of R reach φ in R (so every non-deadlock
 * state of R has an R-successor by (D2)), and let {@code s0 -w-> y} in the full graph. Walk in
 * R from {@code x = s0} keeping a full path {@code x -w-> y'} where {@code y} reaches
 * {@code y'}: if {@code w} fires a member of {@code T(x)}, move its first one to the front by
 * (D1), fire it in R and drop it from {@code w}; otherwise fire any R-edge {@code t} of
 * {@code x} (a key, so {@code x -t w-> y' -t->} by (D1)) and replace {@code y'} by its
 * {@code t}-successor. Walk into a bottom component of R and there to its fully expanded state
 * (P), whose set holds the first transition of {@code w}: so {@code w} shrinks after finitely
 * many steps. When it is empty, {@code y} reaches {@code x ∈ R}, which reaches φ. Hence
 * {@code AG EF φ} holds in the full graph. This is Valmari's preservation of terminal
 * components with K. Schmidt's up-set condition for {@code EF} (as in LoLA) or the usual
 * visibility condition; {@code EF AG ψ} is {@code ¬AG EF ¬ψ}.
 *
 * <p>Data: as in {@link TarjanSearch}, a done state being a member of a completed component (all
 * of which reach φ); {@code exits} (the member has an edge into a completed component) and
 * {@code full} (its expansion was full) are indexed by Tarjan positions. A deadlock is a
 * bottom component of its own.
 */
final class BottomComponentSearch extends TarjanSearch {
  private final PathSearch.StateTest goal;
  private final PathSearch.Reducer reducer;
  private boolean[] exits = new boolean[1024];
  private boolean[] full = new boolean[1024];
  private PathSearch.Path counterexample;
  private long components;
  private long reducedExpansions;
  private long fullExpansions;
  private long provisoExpansions;

  /** A search of {@code system}, reduced by {@code reducer} if it is not null. */
  BottomComponentSearch(TransitionSystem system, PathSearch.StateTest goal,
      PathSearch.Reducer reducer) {
    super(system);
    this.goal = goal;
    this.reducer = reducer;
  }

  long components() {
    return components;
  }

  long reducedExpansions() {
    return reducedExpansions;
  }

  long fullExpansions() {
    return fullExpansions;
  }

  /** States expanded again, fully, to satisfy (P). */
  long provisoExpansions() {
    return provisoExpansions;
  }

  /** Null if {@code AG EF goal} holds at the initial state, else a path into a goal-free bottom component. */
  PathSearch.Path counterexample() {
    ensure(system.stateCount());
    open(system.initialState(), -1);
    search();
    return counterexample;
  }

  @Override
  void edgeToDone(int position) {
    exits[position] = true;
  }

  /**
   * A component without exits and without a fully expanded member gets its root expanded fully
   * (P); one without exits and without a goal state is the counterexample; any other is done,
   * and its parent frame has an edge into it.
   */
  @Override
  boolean componentCompleted(int top, int v, int pv) {
    if (!anyExit(pv)) {
      if (!anyFull(pv)) {
        expandFully(v, pv);
        return false;
      }
      if (!anyGoal(pv)) {
        counterexample = frames.path(top, -1, -1, PathSearch.End.GOAL);
        return true;
      }
    }
    components++;
    complete(pv);
    frames.pop();
    if (top > 0) {
      exits[mark[frames.state(top - 1)] - 1] = true;
    }
    return false;
  }

  @Override
  void grow(int capacity) {
    exits = Arrays.copyOf(exits, capacity);
    full = Arrays.copyOf(full, capacity);
  }

  private boolean anyExit(int from) {
    for (int p = from; p < tarjanTop; p++) {
      if (exits[p]) {
        return true;
      }
    }
    return false;
  }

  private boolean anyFull(int from) {
    for (int p = from; p < tarjanTop; p++) {
      if (full[p]) {
        return true;
      }
    }
    return false;
  }

  private boolean anyGoal(int from) {
    for (int p = from; p < tarjanTop; p++) {
      if (goal.test(tarjan[p])) {
        return true;
      }
    }
    return false;
  }

  @Override
  void open(int state, int in) {
    buffer.clear();
    boolean complete = true;
    if (reducer == null) {
      system.successors(state, buffer);
    } else {
      complete = reducer.expand(state, buffer) < 0;
      if (complete) {
        fullExpansions++;
      } else {
        reducedExpansions++;
      }
    }
    int p = push(state, in, buffer);
    exits[p] = false;
    full[p] = complete;
  }

  /** (P): the top frame, root of an exit-free component, gets all its successors. */
  private void expandFully(int state, int position) {
    buffer.clear();
    system.successors(state, buffer);
    ensure(system.stateCount());
    frames.replaceTop(buffer);
    full[position] = true;
    provisoExpansions++;
  }
}
