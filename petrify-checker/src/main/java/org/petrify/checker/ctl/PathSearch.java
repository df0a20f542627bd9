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

  /** The DFS stack; a frame's flag says that its successors were reduced. */
  private final FrameStack frames = new FrameStack();
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
    frames.clear();
    if (goal.test(start)) {
      return new Path(new int[] {start}, new int[0], -1, End.GOAL);
    }
    if (!hold.test(start)) {
      return null;
    }
    push(start, -1);
    if (frames.isDeadlock(0) && acceptDeadlock) {
      return frames.path(0, -1, -1, End.DEADLOCK);
    }
    while (!frames.isEmpty()) {
      int top = frames.top();
      if (!frames.hasNext()) {
        position[frames.state(top)] = 0;
        frames.pop();
        continue;
      }
      int i = frames.take();
      int t = frames.transitionAt(i);
      int v = frames.targetAt(i);
      ensure(system.stateCount());
      if (stamp[v] == currentStamp) {
        if (acceptCycle && position[v] > 0) {
          return frames.path(top, t, position[v] - 1, End.CYCLE);
        }
        if (position[v] > 0 && frames.flag(top)) {
          expandFully();
        }
        continue;
      }
      if (goal.test(v)) {
        return append(frames.path(top, -1, -1, End.GOAL), t, v);
      }
      if (!hold.test(v)) {
        stamp[v] = currentStamp;
        position[v] = 0;
        continue;
      }
      push(v, t);
      if (frames.isDeadlock(frames.top()) && acceptDeadlock) {
        return frames.path(frames.top(), -1, -1, End.DEADLOCK);
      }
    }
    return null;
  }

  private void push(int state, int in) {
    buffer.clear();
    boolean reduced = false;
    if (reducer == null) {
      system.successors(state, buffer);
    } else {
      int n = reducer.expand(state, buffer);
      reduced = n >= 0;
      if (reduced) {
        reducedExpansions++;
      } else {
        fullExpansions++;
      }
    }
    ensure(system.stateCount());
    stamp[state] = currentStamp;
    visited.add(state);
    frames.push(state, in, buffer);
    position[state] = frames.top() + 1;
    frames.flag(frames.top(), reduced);
  }

  /** Cycle proviso: replaces the top frame's reduced successors by all of them. */
  private void expandFully() {
    buffer.clear();
    system.successors(frames.state(frames.top()), buffer);
    ensure(system.stateCount());
    frames.replaceTop(buffer);
    frames.flag(frames.top(), false);
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

  private static Path append(Path p, int transition, int state) {
    int[] states = Arrays.copyOf(p.states(), p.states().length + 1);
    states[states.length - 1] = state;
    int[] transitions = Arrays.copyOf(p.transitions(), p.transitions().length + 1);
    transitions[transitions.length - 1] = transition;
    return new Path(states, transitions, -1, End.GOAL);
  }
}
