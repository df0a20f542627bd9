package org.petrify.checker.ctl;

import org.petrify.checker.Budget;
import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * The whole reachable state graph of a {@link TransitionSystem}, explored once breadth-first
 * (states in id order, so the out-edges of each state are one contiguous block).
 *
 * <p>Layout (CSR): the out-edges of state {@code s} are the indices
 * {@code edgeStart[s] .. edgeStart[s+1]-1} of {@code edgeTarget} / {@code edgeTransition}.
 * The reverse graph is built on first use: the predecessors of {@code s} are
 * {@code predecessor[predStart[s] .. predStart[s+1]-1]} (one entry per edge, so a predecessor
 * reached by two transitions is listed twice).
 */
final class StateGraph implements TransitionSystem {
  private final TransitionSystem source;
  private final int states;
  private final int[] edgeStart;
  private final int[] edgeTarget;
  private final int[] edgeTransition;
  private int[] predStart;
  private int[] predecessor;

  private StateGraph(TransitionSystem source, int states, int[] edgeStart, int[] edgeTarget,
      int[] edgeTransition) {
    this.source = source;
    this.states = states;
    this.edgeStart = edgeStart;
    this.edgeTarget = edgeTarget;
    this.edgeTransition = edgeTransition;
  }

  /** Explores every state reachable in {@code source}. */
  static StateGraph explore(TransitionSystem source, Budget budget) {
    int[] start = new int[1024];
    int[] target = new int[4096];
    int[] transition = new int[4096];
    int edges = 0;
    IntArrayList buffer = new IntArrayList();
    int s = 0;
    for (; s < source.stateCount(); s++) {
      buffer.clear();
      int n = source.successors(s, buffer);
      if (s + 1 >= start.length) {
        start = Arrays.copyOf(start, start.length * 2);
      }
      if (edges + n > target.length) {
        long grown = Math.max(edges + (long) n, target.length * 2L);
        budget.checkMemory(8L * grown + 4L * start.length);
        if (grown > Integer.MAX_VALUE - 16) {
          throw new org.petrify.checker.BudgetExceededException(
              org.petrify.checker.Unknown.MEMORY_BUDGET, "more than 2^31 edges");
        }
        target = Arrays.copyOf(target, (int) grown);
        transition = Arrays.copyOf(transition, (int) grown);
      }
      for (int i = 0; i < n; i++) {
        transition[edges] = buffer.get(2 * i);
        target[edges] = buffer.get(2 * i + 1);
        edges++;
      }
      start[s + 1] = edges;
      if ((s & 4095) == 0) {
        budget.checkTime();
      }
    }
    return new StateGraph(source, s, Arrays.copyOf(start, s + 1), target, transition);
  }

  @Override
  public int initialState() {
    return 0;
  }

  @Override
  public int stateCount() {
    return states;
  }

  /** Bytes of the edge arrays (forward, and reverse once built). */
  long bytes() {
    return 4L * (edgeStart.length + edgeTarget.length + edgeTransition.length)
        + (predStart == null ? 0 : 4L * (predStart.length + predecessor.length));
  }

  long edgeCount() {
    return edgeStart[states];
  }

  @Override
  public int placeCount() {
    return source.placeCount();
  }

  @Override
  public void marking(int state, int[] into) {
    source.marking(state, into);
  }

  @Override
  public int successors(int state, IntArrayList out) {
    for (int i = edgeStart[state], end = edgeStart[state + 1]; i < end; i++) {
      out.add(edgeTransition[i]);
      out.add(edgeTarget[i]);
    }
    return edgeStart[state + 1] - edgeStart[state];
  }

  int outStart(int state) {
    return edgeStart[state];
  }

  int outEnd(int state) {
    return edgeStart[state + 1];
  }

  int target(int edge) {
    return edgeTarget[edge];
  }

  int transition(int edge) {
    return edgeTransition[edge];
  }

  int outDegree(int state) {
    return edgeStart[state + 1] - edgeStart[state];
  }

  int predStart(int state) {
    reverse();
    return predStart[state];
  }

  int predEnd(int state) {
    reverse();
    return predStart[state + 1];
  }

  int predecessor(int index) {
    return predecessor[index];
  }

  /** Builds the reverse CSR by a counting sort of the edges on their targets. */
  private void reverse() {
    if (predStart != null) {
      return;
    }
    int edges = edgeStart[states];
    int[] counts = new int[states + 1];
    for (int i = 0; i < edges; i++) {
      counts[edgeTarget[i] + 1]++;
    }
    for (int s = 0; s < states; s++) {
      counts[s + 1] += counts[s];
    }
    int[] fill = Arrays.copyOf(counts, states);
    int[] preds = new int[edges];
    for (int s = 0; s < states; s++) {
      for (int i = edgeStart[s], end = edgeStart[s + 1]; i < end; i++) {
        preds[fill[edgeTarget[i]]++] = s;
      }
    }
    predecessor = preds;
    predStart = counts;
  }
}
