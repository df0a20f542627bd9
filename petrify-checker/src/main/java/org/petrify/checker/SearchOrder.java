package org.petrify.checker;

/** The order in which the explicit-state search visits states. */
public enum SearchOrder {
  /** Iterative depth-first search; the witness is the search stack (not necessarily shortest). */
  DFS,
  /** Breadth-first search; witnesses are shortest paths in the (possibly reduced) state space. */
  BFS
}
