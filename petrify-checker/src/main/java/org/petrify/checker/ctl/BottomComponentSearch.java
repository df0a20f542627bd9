package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

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
 *   <li>(D2) every enabled member is a key transition: no such {@code w} disables it; and if φ
 *       holds at {@code s} and {@code s} is not a deadlock, {@code T(s)} has an enabled member;
 *   <li>(U) if φ is false at {@code s}, {@code T(s)} contains an up-set of φ at {@code s}: every
 *       path from {@code s} to a φ state fires a member of it;
 *   <li>(P) every bottom component of R contains a fully expanded state (one whose set holds
 *       every enabled transition). The search enforces it: when a component without exits and
 *       without a fully expanded member completes, its root is expanded fully and the search
 *       goes on from there (the component may grow or gain exits).
 * </ol>
 *
 * <p><b>Theorem.</b> Then {@code AG EF φ} holds at {@code s0} in the full graph iff it holds in
 * R, and every state of R from which R reaches no φ state reaches none in the full graph.
 * <i>Proof.</i> (a) Let {@code x} be a state of R and {@code w} a shortest full path from
 * {@code x} to a φ state, {@code |w| > 0}. By (U) {@code w} fires a member of {@code T(x)}; the
 * first one, {@code t}, is enabled at {@code x} (no outside transition before it could enable
 * it), so by (D1) {@code x -t->} is an edge of R followed by a full path of length
 * {@code |w|-1} to the same φ state; by induction R reaches a φ state from {@code x}. So a
 * goal-free bottom component of R is a true counterexample. (b) Conversely let every state of R
 * reach φ in R (so by (D2) and (U) every non-deadlock state of R has an R-successor: a state
 * whose up-set closure has no enabled member reaches no φ state at all), and let
 * {@code s0 -w-> y} in the full graph. Walk in R from {@code x = s0} keeping a full path
 * {@code x -w-> y'} where {@code y} reaches {@code y'}: if {@code w} fires a member of
 * {@code T(x)}, move its first one to the front by (D1), fire it in R and drop it from
 * {@code w}; otherwise fire any R-edge {@code t} of {@code x} (a key transition, so
 * {@code x -t w-> y' -t->} and {@code w} stays fireable) and replace {@code y'} by its
 * {@code t}-successor. Walk into a bottom component of R and there to its fully expanded state
 * (P), whose set holds the first transition of {@code w}: so {@code w} shrinks after finitely
 * many steps. When it is empty, {@code y} reaches {@code x ∈ R}, which reaches φ. Hence
 * {@code AG EF φ} holds in the full graph. This is Valmari's preservation of terminal
 * components with K. Schmidt's up-set condition for {@code EF} (as in LoLA); {@code EF AG ψ} is
 * {@code ¬AG EF ¬ψ}.
 *
 * <p>Data: {@code mark[s]} is 0 for unvisited, {@link #DONE} for a member of a completed
 * component (all of which reach φ), or 1 + the position of s on the Tarjan stack; positions
 * serve as Tarjan indices and {@code low}, {@code exits} (the member has an edge into a completed
 * component) and {@code full} (its expansion was full) are indexed by them. A deadlock is a
 * bottom component of its own.
 */
final class BottomComponentSearch {
  private static final int DONE = -1;

  private final TransitionSystem system;
  private final PathSearch.StateTest goal;
  private final PathSearch.Reducer reducer;
  private int[] mark = new int[1024];
  private int[] tarjan = new int[1024];
  private int[] low = new int[1024];
  private boolean[] exits = new boolean[1024];
  private boolean[] full = new boolean[1024];
  private int tarjanTop;
  private final FrameStack frames = new FrameStack();
  private final IntArrayList buffer = new IntArrayList();
  private long components;
  private long reducedExpansions;
  private long fullExpansions;
  private long provisoExpansions;

  /** A search of {@code system}, reduced by {@code reducer} if it is not null. */
  BottomComponentSearch(TransitionSystem system, PathSearch.StateTest goal,
      PathSearch.Reducer reducer) {
    this.system = system;
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
    while (!frames.isEmpty()) {
      int top = frames.top();
      int v = frames.state(top);
      int pv = mark[v] - 1;
      if (frames.hasNext()) {
        int i = frames.take();
        int w = frames.targetAt(i);
        int m = mark[w];
        if (m == 0) {
          open(w, frames.transitionAt(i));
        } else if (m == DONE) {
          exits[pv] = true;
        } else if (m - 1 < low[pv]) {
          low[pv] = m - 1;
        }
        continue;
      }
      if (low[pv] == pv) {
        if (!anyExit(pv)) {
          if (!anyFull(pv)) {
            expandFully(v, pv);
            continue;
          }
          if (!anyGoal(pv)) {
            return frames.path(top, -1, -1, PathSearch.End.GOAL);
          }
        }
        components++;
        for (int p = pv; p < tarjanTop; p++) {
          mark[tarjan[p]] = DONE;
        }
        tarjanTop = pv;
        frames.pop();
        if (top > 0) {
          exits[mark[frames.state(top - 1)] - 1] = true;
        }
      } else {
        frames.pop();
        int pu = mark[frames.state(top - 1)] - 1;
        if (low[pv] < low[pu]) {
          low[pu] = low[pv];
        }
      }
    }
    return null;
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

  private void open(int state, int in) {
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
    ensure(system.stateCount());
    int p = tarjanTop++;
    if (p == tarjan.length) {
      int n = 2 * p;
      tarjan = Arrays.copyOf(tarjan, n);
      low = Arrays.copyOf(low, n);
      exits = Arrays.copyOf(exits, n);
      full = Arrays.copyOf(full, n);
    }
    tarjan[p] = state;
    low[p] = p;
    exits[p] = false;
    full[p] = complete;
    mark[state] = p + 1;
    frames.push(state, in, buffer);
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

  private void ensure(int states) {
    if (mark.length < states) {
      mark = Arrays.copyOf(mark, Math.max(states, mark.length * 2));
    }
  }
}
