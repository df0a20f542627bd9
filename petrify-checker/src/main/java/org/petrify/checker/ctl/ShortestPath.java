package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * A shortest path between two states of a {@link TransitionSystem}, by breadth-first search
 * regenerating successors; for counterexamples of searches that do not keep the path they
 * found their target by. Data: {@code parent[s]} is 1 + the state s was first reached from (0 =
 * not reached; the start is its own parent), {@code via[s]} the transition of that edge.
 */
final class ShortestPath {
  private ShortestPath() {}

  /** The path from {@code from} to {@code to}; {@code to} must be reachable from {@code from}. */
  static PathSearch.Path between(TransitionSystem system, int from, int to) {
    int[] parent = new int[Math.max(16, system.stateCount())];
    int[] via = new int[parent.length];
    IntArrayList queue = new IntArrayList();
    IntArrayList buffer = new IntArrayList();
    parent[from] = from + 1;
    queue.add(from);
    for (int head = 0; head < queue.size() && parent[to] == 0; head++) {
      int s = queue.get(head);
      buffer.clear();
      int n = system.successors(s, buffer);
      if (parent.length < system.stateCount()) {
        int grown = Math.max(system.stateCount(), 2 * parent.length);
        parent = Arrays.copyOf(parent, grown);
        via = Arrays.copyOf(via, grown);
      }
      for (int j = 0; j < n; j++) {
        int w = buffer.get(2 * j + 1);
        if (parent[w] == 0) {
          parent[w] = s + 1;
          via[w] = buffer.get(2 * j);
          queue.add(w);
        }
      }
    }
    if (parent[to] == 0) {
      throw new IllegalStateException("state " + to + " unreachable from " + from);
    }
    IntArrayList states = new IntArrayList();
    IntArrayList transitions = new IntArrayList();
    for (int s = to; s != from; s = parent[s] - 1) {
      states.add(s);
      transitions.add(via[s]);
    }
    states.add(from);
    states.reverseThis();
    transitions.reverseThis();
    return new PathSearch.Path(states.toArray(), transitions.toArray(), -1, PathSearch.End.GOAL);
  }
}
