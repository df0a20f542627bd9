package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * One iterative depth-first search for an existential path property, on the fly: from a start
 * state, follow only {@code hold} states, and succeed on reaching a {@code goal} state, or (if
 * enabled) on a {@code hold} deadlock (a finite maximal path) or a {@code hold} cycle (a lasso).
 *
 * <p>This covers {@code E(φ U ψ)} (hold φ, goal ψ), {@code EG φ} (hold φ, deadlocks and cycles)
 * and the violation of {@code A(φ U ψ)} (hold φ∧¬ψ, goal ¬φ∧¬ψ, deadlocks and cycles). A
 * directed graph has a cycle reachable from the start iff a DFS meets an edge back into its
 * stack, so plain colouring suffices without fairness.
 *
 * <p>The goal is tested before hold. An instance is reusable (one search at a time) and keeps
 * its per-state arrays across searches, stamped with a search number so no clearing is needed.
 * The tests may run nested searches of other instances (which may discover new states).
 */
final class PathSearch {

  /** A test on a state id. */
  @FunctionalInterface
  interface StateTest {
    boolean test(int state);
  }

  /**
   * A path from the start: {@code states[0..k]}, and the transitions between them; for a lasso
   * ({@code loopStart >= 0}) one more transition closes the cycle from {@code states[k]} back to
   * {@code states[loopStart]}, so {@code transitions.length == states.length}.
   */
  record Path(int[] states, int[] transitions, int loopStart, End end) {}

  /** How a found path ends. */
  enum End { GOAL, DEADLOCK, CYCLE }

  /**
   * Reduced successor generation: appends pairs like {@link TransitionSystem#successors} and
   * returns their number, or {@code -(n+1)} when it had to expand fully.
   */
  @FunctionalInterface
  interface Reducer {
    int expand(int state, IntArrayList out);
  }

  private final TransitionSystem system;
  private Reducer reducer;
  private long reducedExpansions;
  private long fullExpansions;
  private final StateTest hold;
  private final StateTest goal;
  private final boolean acceptDeadlock;
  private final boolean acceptCycle;

  private int[] stamp = new int[0];
  /** Stack position + 1 while on the stack, 0 once popped (valid where stamp is current). */
  private int[] position = new int[0];
  private int currentStamp;
  private final IntArrayList visited = new IntArrayList();

  private int[] frameState = new int[64];
  private int[] frameIn = new int[64];
  private int[] frameNext = new int[64];
  private int[] frameEnd = new int[64];
  private int[] frameBegin = new int[64];
  private boolean[] frameReduced = new boolean[64];
  /** The successor pairs (transition, target) of the frames on the stack, block by block. */
  private int[] succ = new int[256];
  private final IntArrayList buffer = new IntArrayList();

  PathSearch(TransitionSystem system, StateTest hold, StateTest goal, boolean acceptDeadlock,
      boolean acceptCycle) {
    this.system = system;
    this.hold = hold;
    this.goal = goal;
    this.acceptDeadlock = acceptDeadlock;
    this.acceptCycle = acceptCycle;
  }

  /**
   * Uses {@code reducer} for successors, with the cycle proviso: a reduced state with an edge
   * back into the DFS stack is expanded fully. Together with a stubborn set that is
   * deadlock-preserving and fully expanded when it has an enabled visible transition this
   * preserves the stutter-invariant path properties searched here (no next-step operator).
   */
  void reduceWith(Reducer r) {
    this.reducer = r;
  }

  /** Reduced and full expansions so far (with a reducer). */
  long reducedExpansions() {
    return reducedExpansions;
  }

  long fullExpansions() {
    return fullExpansions;
  }

  /** The hold states visited by the last search, in visiting order. */
  IntArrayList visited() {
    return visited;
  }

  /** Runs one search from {@code start}; returns the path found, or null if there is none. */
  Path search(int start) {
    currentStamp++;
    visited.clear();
    if (goal.test(start)) {
      return new Path(new int[] {start}, new int[0], -1, End.GOAL);
    }
    if (!hold.test(start)) {
      return null;
    }
    int top = 0;
    push(0, start, -1);
    if (frameNext[0] == frameEnd[0] && acceptDeadlock) {
      return path(top, -1, -1);
    }
    while (top >= 0) {
      if (frameNext[top] == frameEnd[top]) {
        position[frameState[top]] = 0;
        top--;
        continue;
      }
      int i = frameNext[top];
      frameNext[top] = i + 2;
      int t = succ[i];
      int v = succ[i + 1];
      ensure(system.stateCount());
      if (stamp[v] == currentStamp) {
        if (acceptCycle && position[v] > 0) {
          return path(top, t, position[v] - 1);
        }
        if (position[v] > 0 && frameReduced[top]) {
          expandFully(top);
        }
        continue;
      }
      if (goal.test(v)) {
        Path p = path(top, -1, -1);
        return append(p, t, v);
      }
      if (!hold.test(v)) {
        stamp[v] = currentStamp;
        position[v] = 0;
        continue;
      }
      top++;
      push(top, v, t);
      if (frameNext[top] == frameEnd[top] && acceptDeadlock) {
        return path(top, -1, -1);
      }
    }
    return null;
  }

  private void push(int top, int state, int in) {
    if (top == frameState.length) {
      int n = top * 2;
      frameState = Arrays.copyOf(frameState, n);
      frameIn = Arrays.copyOf(frameIn, n);
      frameNext = Arrays.copyOf(frameNext, n);
      frameEnd = Arrays.copyOf(frameEnd, n);
      frameBegin = Arrays.copyOf(frameBegin, n);
      frameReduced = Arrays.copyOf(frameReduced, n);
    }
    ensure(system.stateCount());
    stamp[state] = currentStamp;
    position[state] = top + 1;
    visited.add(state);
    frameState[top] = state;
    frameIn[top] = in;
    // A frame's successor block starts where its parent's block ends.
    int from = top == 0 ? 0 : frameEnd[top - 1];
    buffer.clear();
    int n;
    boolean reduced = false;
    if (reducer == null) {
      n = system.successors(state, buffer);
    } else {
      n = reducer.expand(state, buffer);
      reduced = n >= 0;
      if (n < 0) {
        n = -n - 1;
        fullExpansions++;
      } else {
        reducedExpansions++;
      }
    }
    ensure(system.stateCount());
    if (from + 2 * n > succ.length) {
      succ = Arrays.copyOf(succ, Math.max(from + 2 * n, succ.length * 2));
    }
    for (int k = 0; k < 2 * n; k++) {
      succ[from + k] = buffer.get(k);
    }
    frameNext[top] = from;
    frameBegin[top] = from;
    frameEnd[top] = from + 2 * n;
    frameReduced[top] = reduced;
  }

  /** Cycle proviso: replaces the top frame's reduced successors by all of them. */
  private void expandFully(int top) {
    buffer.clear();
    int n = system.successors(frameState[top], buffer);
    ensure(system.stateCount());
    int from = frameBegin[top];
    if (from + 2 * n > succ.length) {
      succ = Arrays.copyOf(succ, Math.max(from + 2 * n, succ.length * 2));
    }
    for (int k = 0; k < 2 * n; k++) {
      succ[from + k] = buffer.get(k);
    }
    frameNext[top] = from;
    frameEnd[top] = from + 2 * n;
    frameReduced[top] = false;
    fullExpansions++;
    reducedExpansions--;
  }

  private void ensure(int states) {
    if (stamp.length < states) {
      int n = Math.max(states, stamp.length * 2);
      stamp = Arrays.copyOf(stamp, n);
      position = Arrays.copyOf(position, n);
    }
  }

  /** The stack as a path; {@code closing >= 0} adds the transition back to {@code loopStart}. */
  private Path path(int top, int closing, int loopStart) {
    int[] states = new int[top + 1];
    int[] transitions = new int[closing >= 0 ? top + 1 : top];
    for (int k = 0; k <= top; k++) {
      states[k] = frameState[k];
      if (k > 0) {
        transitions[k - 1] = frameIn[k];
      }
    }
    if (closing >= 0) {
      transitions[top] = closing;
    }
    return new Path(states, transitions, loopStart,
        closing >= 0 ? End.CYCLE : End.DEADLOCK);
  }

  private static Path append(Path p, int transition, int state) {
    int[] states = Arrays.copyOf(p.states(), p.states().length + 1);
    states[states.length - 1] = state;
    int[] transitions = Arrays.copyOf(p.transitions(), p.transitions().length + 1);
    transitions[transitions.length - 1] = transition;
    return new Path(states, transitions, -1, End.GOAL);
  }
}
