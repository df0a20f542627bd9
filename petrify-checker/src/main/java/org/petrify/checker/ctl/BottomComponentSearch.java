package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * {@code AG EF φ} on the fly, without storing edges: in a finite state graph every state reaches
 * a bottom strongly connected component (one with no edge leaving it), so {@code AG EF φ} holds
 * iff every bottom component reachable from the initial state contains a φ state. One iterative
 * Tarjan pass over the engine's state space finds the components; the search stops at the first
 * bottom component without φ, and the DFS stack at that moment is a path from the initial state
 * into it (from where φ is unreachable), the counterexample.
 *
 * <p>Per-state data: Tarjan index and low-link in two {@code int[]} indexed by state id (0 =
 * unvisited; index values start at 1); a component's members are the Tarjan stack above its
 * root. A member "exits" if it has an edge into an already completed component. A deadlock is a
 * bottom component of its own (its only maximal path stays there).
 */
final class BottomComponentSearch {
  private final TransitionSystem system;
  private final PathSearch.StateTest goal;
  private int[] index = new int[1024];
  private int[] low = new int[1024];
  private int[] sccStack = new int[1024];
  private int sccTop;
  private boolean[] onStack = new boolean[1024];

  private int[] frameState = new int[64];
  private int[] frameIn = new int[64];
  private int[] frameNext = new int[64];
  private int[] frameEnd = new int[64];
  /** Successor pairs of the frames on the call stack, block by block. */
  private int[] succ = new int[1024];
  private final IntArrayList buffer = new IntArrayList();
  /** Per SCC-stack entry: whether the component found so far has an exit or a goal state. */
  private boolean[] memberExits = new boolean[1024];
  private int counter;
  private long components;

  BottomComponentSearch(TransitionSystem system, PathSearch.StateTest goal) {
    this.system = system;
    this.goal = goal;
  }

  long components() {
    return components;
  }

  /** Null if {@code AG EF goal} holds at the initial state, else a path into a goal-free bottom component. */
  PathSearch.Path counterexample() {
    int start = system.initialState();
    int top = 0;
    open(0, start, -1);
    while (top >= 0) {
      if (frameNext[top] < frameEnd[top]) {
        int i = frameNext[top];
        frameNext[top] = i + 2;
        int t = succ[i];
        int w = succ[i + 1];
        ensure(system.stateCount());
        int v = frameState[top];
        if (index[w] == 0) {
          top++;
          open(top, w, t);
        } else if (onStack[w]) {
          low[v] = Math.min(low[v], index[w]);
        } else {
          memberExits[positionOf(v)] = true;
        }
        continue;
      }
      int v = frameState[top];
      if (low[v] == index[v]) {
        PathSearch.Path bad = closeComponent(v, top);
        if (bad != null) {
          return bad;
        }
        if (top > 0) {
          memberExits[positionOf(frameState[top - 1])] = true;
        }
      } else if (top > 0) {
        int parent = frameState[top - 1];
        low[parent] = Math.min(low[parent], low[v]);
      }
      top--;
    }
    return null;
  }

  /** Position of an on-stack state in the Tarjan stack (the low bits of its entry). */
  private int positionOf(int state) {
    return pos[state];
  }

  private int[] pos = new int[1024];

  private PathSearch.Path closeComponent(int root, int top) {
    components++;
    boolean exits = false;
    boolean hasGoal = false;
    int k = sccTop;
    int w;
    do {
      w = sccStack[--k];
      exits |= memberExits[k];
    } while (w != root);
    if (!exits) {
      for (int j = k; j < sccTop && !hasGoal; j++) {
        hasGoal = goal.test(sccStack[j]);
      }
      if (!hasGoal) {
        return path(top);
      }
    }
    for (int j = k; j < sccTop; j++) {
      onStack[sccStack[j]] = false;
    }
    sccTop = k;
    return null;
  }

  private void open(int top, int state, int in) {
    if (top == frameState.length) {
      int n = top * 2;
      frameState = Arrays.copyOf(frameState, n);
      frameIn = Arrays.copyOf(frameIn, n);
      frameNext = Arrays.copyOf(frameNext, n);
      frameEnd = Arrays.copyOf(frameEnd, n);
    }
    ensure(system.stateCount());
    index[state] = low[state] = ++counter;
    if (sccTop == sccStack.length) {
      sccStack = Arrays.copyOf(sccStack, sccTop * 2);
      memberExits = Arrays.copyOf(memberExits, sccTop * 2);
    }
    pos[state] = sccTop;
    memberExits[sccTop] = false;
    sccStack[sccTop++] = state;
    onStack[state] = true;
    frameState[top] = state;
    frameIn[top] = in;
    int from = top == 0 ? 0 : frameEnd[top - 1];
    buffer.clear();
    int n = system.successors(state, buffer);
    ensure(system.stateCount());
    if (from + 2 * n > succ.length) {
      succ = Arrays.copyOf(succ, Math.max(from + 2 * n, succ.length * 2));
    }
    for (int j = 0; j < 2 * n; j++) {
      succ[from + j] = buffer.get(j);
    }
    frameNext[top] = from;
    frameEnd[top] = from + 2 * n;
  }

  private void ensure(int states) {
    if (index.length < states) {
      int n = Math.max(states, index.length * 2);
      index = Arrays.copyOf(index, n);
      low = Arrays.copyOf(low, n);
      onStack = Arrays.copyOf(onStack, n);
      pos = Arrays.copyOf(pos, n);
    }
  }

  private PathSearch.Path path(int top) {
    int[] states = new int[top + 1];
    int[] transitions = new int[top];
    for (int k = 0; k <= top; k++) {
      states[k] = frameState[k];
      if (k > 0) {
        transitions[k - 1] = frameIn[k];
      }
    }
    return new PathSearch.Path(states, transitions, -1, PathSearch.End.GOAL);
  }
}
