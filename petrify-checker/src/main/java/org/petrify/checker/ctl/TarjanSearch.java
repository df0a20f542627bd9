package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * The iterative Tarjan loop that {@link HomeSearch} and {@link BottomComponentSearch} share:
 * a depth-first search over {@link FrameStack} frames that keeps the Tarjan stack of open
 * states and their low-links, and leaves to the subclass what happens when a state is opened,
 * when an edge leads to a completed ("done") state, and when a component's root finishes.
 *
 * <p>Data: {@code mark[s]} is 0 for an unvisited state, {@link #DONE} for one whose fate is
 * settled, or 1 + the position of s on the Tarjan stack; positions serve as Tarjan indices (they
 * increase with discovery among open states) and {@code low[position]} is the low-link, itself
 * a position. Invariant: the open states are exactly {@code tarjan[0..tarjanTop)}, and every
 * frame's state is open.
 */
abstract class TarjanSearch {
  static final int DONE = -1;

  final TransitionSystem system;
  final FrameStack frames = new FrameStack();
  final IntArrayList buffer = new IntArrayList();
  int[] mark = new int[1024];
  int[] tarjan = new int[1024];
  int[] low = new int[1024];
  int tarjanTop;

  TarjanSearch(TransitionSystem system) {
    this.system = system;
  }

  /** Opens {@code state}, reached by transition {@code in} (-1 for a root): see {@link #push}. */
  abstract void open(int state, int in);

  /** The top frame, at Tarjan position {@code position}, has an edge to a done state. */
  abstract void edgeToDone(int position);

  /**
   * Every edge of the top frame {@code top} (state {@code v} at position {@code pv}) was
   * followed and {@code v} is the root of its component, {@code tarjan[pv..tarjanTop)}.
   * Returns true to stop the search here (the frames then are a path to {@code v}); otherwise
   * it must pop the top frame (after {@link #complete}) or give it new edges.
   */
  abstract boolean componentCompleted(int top, int v, int pv);

  /** Called when the Tarjan stack grows to {@code capacity} positions, for position-indexed data. */
  void grow(int capacity) {}

  /**
   * Runs the search until the frames are empty (false) or {@link #componentCompleted} stops
   * it (true).
   */
  final boolean search() {
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
          edgeToDone(pv);
        } else if (m - 1 < low[pv]) {
          low[pv] = m - 1;
        }
        continue;
      }
      if (low[pv] == pv) {
        if (componentCompleted(top, v, pv)) {
          return true;
        }
        continue;
      }
      frames.pop();
      int pu = mark[frames.state(top - 1)] - 1;
      if (low[pv] < low[pu]) {
        low[pu] = low[pv];
      }
    }
    return false;
  }

  /**
   * Puts {@code state} on the Tarjan stack and a frame with the successor pairs in
   * {@code successors} on the frames; returns its position.
   */
  final int push(int state, int in, IntArrayList successors) {
    ensure(system.stateCount());
    int p = tarjanTop++;
    if (p == tarjan.length) {
      tarjan = Arrays.copyOf(tarjan, 2 * p);
      low = Arrays.copyOf(low, 2 * p);
      grow(2 * p);
    }
    tarjan[p] = state;
    low[p] = p;
    mark[state] = p + 1;
    frames.push(state, in, successors);
    return p;
  }

  /** Marks the open states from position {@code from} on done and drops them from the stack. */
  final void complete(int from) {
    for (int p = from; p < tarjanTop; p++) {
      mark[tarjan[p]] = DONE;
    }
    tarjanTop = from;
  }

  /** Makes room in {@code mark} for {@code states} states. */
  final void ensure(int states) {
    if (mark.length < states) {
      mark = Arrays.copyOf(mark, Math.max(states, mark.length * 2));
    }
  }
}
