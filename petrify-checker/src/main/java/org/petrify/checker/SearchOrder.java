package org.petrify.checker;

/** The order in which the explicit-state search visits states. */
public enum SearchOrder {
  /** Iterative depth-first search; the witness is the search stack (not necessarily shortest). */
  DFS,
  /** Breadth-first search; witnesses are shortest paths in the (possibly reduced) state space. */
  BFS,
  /**
   * Breadth- and depth-first search in turns over one visited set: a shallow goal is found
   * about as soon as breadth-first search would find it (at most about twice the work), a goal
   * that depth-first search meets early is not held up by the width of the shallow levels, and
   * the search is exhaustive like both. Witnesses are shortest when the breadth-first side
   * finds the goal.
   */
  INTERLEAVED
}
