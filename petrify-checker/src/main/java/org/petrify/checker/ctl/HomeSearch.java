package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * {@code AG EF φ} on the full state graph in one pass, by Tarjan's algorithm with early
 * propagation of "reaches φ": every state is expanded once and stays in memory only as one
 * {@code int} of search data, so the check costs about as much as plain exploration.
 *
 * <p><b>Algorithm.</b> A state is <i>done</i> once it is known to reach a φ state. Tarjan's
 * search runs from a root; when the state {@code v} just pushed is a φ state or has an edge to a
 * done state, every state on the Tarjan stack reaches {@code v} (a state on the Tarjan stack
 * reaches the root of its open component, which is on the call stack, and every call-stack
 * state reaches the top one), so all of them become done at once; the untaken successors of the
 * call-stack frames (those not visited yet) go to a pending list, and both stacks are emptied.
 * The search then restarts from the pending states that are still unvisited. Invariants: every
 * visited state is done or on the Tarjan stack of the current run (a component completed
 * otherwise ends the search); every successor of a visited state is visited, on a frame, or
 * pending.
 *
 * <p><b>Verdict.</b> If Tarjan completes a component without propagation, no member is a φ
 * state and no member has an edge to a done state or out of the component (an edge to an
 * unvisited state would have been followed, one to an older open state would lower the root's
 * low-link); so it is a bottom component of the whole graph, reachable, from which φ is
 * unreachable: {@code AG EF φ} is false. If the pending list runs dry, every reachable state is
 * done: true. The counterexample is a path from the initial state into that component: the call
 * stack if the run started at the initial state, else a breadth-first path to the run's root
 * followed by the call stack.
 *
 * <p>Data: as in {@link TarjanSearch}; a done state is one known to reach φ.
 */
final class HomeSearch extends TarjanSearch {
  private final PathSearch.StateTest goal;
  private final IntArrayList pending = new IntArrayList();
  private long propagations;

  HomeSearch(TransitionSystem system, PathSearch.StateTest goal) {
    super(system);
    this.goal = goal;
  }

  /** How often states were found to reach φ and the stacks emptied. */
  long propagations() {
    return propagations;
  }

  /** Null if {@code AG EF goal} holds at the initial state, else a path into a goal-free bottom component. */
  PathSearch.Path counterexample() {
    int initial = system.initialState();
    ensure(system.stateCount());
    pending.add(initial);
    while (!pending.isEmpty()) {
      int root = pending.removeAtIndex(pending.size() - 1);
      if (mark[root] != 0) {
        continue;
      }
      open(root, -1);
      if (search()) {
        PathSearch.Path inside = frames.path(frames.top(), -1, -1, PathSearch.End.GOAL);
        return root == initial ? inside : concat(ShortestPath.between(system, initial, root), inside);
      }
    }
    return null;
  }

  /** A component completed without propagation: goal-free and bottom, stop. */
  @Override
  boolean componentCompleted(int top, int v, int pv) {
    return true;
  }

  @Override
  void edgeToDone(int position) {
    reach();
  }

  @Override
  void open(int state, int in) {
    buffer.clear();
    int n = system.successors(state, buffer);
    push(state, in, buffer);
    for (int j = 0; j < n; j++) {
      if (mark[buffer.get(2 * j + 1)] == DONE) {
        reach();
        return;
      }
    }
    if (goal.test(state)) {
      reach();
    }
  }

  /** The top state reaches φ: so does every open state; empty both stacks. */
  private void reach() {
    propagations++;
    for (int k = 0; k <= frames.top(); k++) {
      for (int i = frames.remainingFrom(k), end = frames.end(k); i < end; i += 2) {
        int w = frames.targetAt(i);
        if (mark[w] == 0) {
          pending.add(w);
        }
      }
    }
    complete(0);
    frames.clear();
  }

  private static PathSearch.Path concat(PathSearch.Path head, PathSearch.Path tail) {
    int[] hs = head.states();
    int[] states = Arrays.copyOf(hs, hs.length + tail.states().length - 1);
    System.arraycopy(tail.states(), 1, states, hs.length, tail.states().length - 1);
    int[] transitions = Arrays.copyOf(head.transitions(),
        head.transitions().length + tail.transitions().length);
    System.arraycopy(tail.transitions(), 0, transitions, head.transitions().length,
        tail.transitions().length);
    return new PathSearch.Path(states, transitions, -1, PathSearch.End.GOAL);
  }
}
