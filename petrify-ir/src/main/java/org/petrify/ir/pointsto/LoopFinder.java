package org.petrify.ir.pointsto;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.graph.StrongComponents;

/**
 * Finds the statements of a method that lie on a cycle of its normal control-flow graph: the
 * members of its strongly connected components of more than one statement or with a self loop
 * ({@link StrongComponents}, iterative, so deep bodies cannot overflow the stack).
 */
final class LoopFinder {
  private final int[][] successors;
  /**
   * The cyclic strongly connected components found by the last {@link #stmtsOnCycles}, in the
   * order Tarjan's algorithm closes them.
   */
  final List<Set<Integer>> components = new ArrayList<>();

  LoopFinder(int[][] successors) {
    this.successors = successors;
  }

  Set<Integer> stmtsOnCycles() {
    int[] component = StrongComponents.of(successors);
    List<Set<Integer>> byId = new ArrayList<>();
    for (int v = 0; v < component.length; v++) {
      while (byId.size() <= component[v]) {
        byId.add(new HashSet<>());
      }
      byId.get(component[v]).add(v);
    }
    Set<Integer> result = new HashSet<>();
    components.clear();
    for (Set<Integer> scc : byId) {
      int v = scc.iterator().next();
      boolean cyclic = scc.size() > 1;
      for (int s : successors[v]) {
        cyclic |= s == v;
      }
      if (cyclic) {
        result.addAll(scc);
        components.add(scc);
      }
    }
    return result;
  }
}
