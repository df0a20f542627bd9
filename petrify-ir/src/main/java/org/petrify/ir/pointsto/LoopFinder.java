package org.petrify.ir.pointsto;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Finds the statements of a method that lie on a cycle of its normal control-flow graph, with an
 * iterative Tarjan SCC search (no recursion, so deep bodies cannot overflow the stack).
 */
final class LoopFinder {
  private final int[][] successors;
  /** The cyclic strongly connected components found by the last {@link #stmtsOnCycles}. */
  final java.util.List<Set<Integer>> components = new java.util.ArrayList<>();

  LoopFinder(int[][] successors) {
    this.successors = successors;
  }

  Set<Integer> stmtsOnCycles() {
    int n = successors.length;
    int[] index = new int[n];
    int[] low = new int[n];
    Arrays.fill(index, -1);
    boolean[] onStack = new boolean[n];
    ArrayDeque<Integer> stack = new ArrayDeque<>();
    Set<Integer> result = new HashSet<>();
    int counter = 0;
    for (int root = 0; root < n; root++) {
      if (index[root] >= 0) {
        continue;
      }
      ArrayDeque<int[]> frames = new ArrayDeque<>();
      frames.push(new int[] {root, 0});
      index[root] = low[root] = counter++;
      stack.push(root);
      onStack[root] = true;
      while (!frames.isEmpty()) {
        int[] f = frames.peek();
        int v = f[0];
        if (f[1] < successors[v].length) {
          int w = successors[v][f[1]++];
          if (index[w] < 0) {
            index[w] = low[w] = counter++;
            stack.push(w);
            onStack[w] = true;
            frames.push(new int[] {w, 0});
          } else if (onStack[w]) {
            low[v] = Math.min(low[v], index[w]);
          }
        } else {
          frames.pop();
          if (!frames.isEmpty()) {
            int u = frames.peek()[0];
            low[u] = Math.min(low[u], low[v]);
          }
          if (low[v] == index[v]) {
            Set<Integer> scc = new HashSet<>();
            int w;
            do {
              w = stack.pop();
              onStack[w] = false;
              scc.add(w);
            } while (w != v);
            boolean selfLoop = false;
            for (int s : successors[v]) {
              selfLoop |= s == v;
            }
            if (scc.size() > 1 || selfLoop) {
              result.addAll(scc);
              components.add(scc);
            }
          }
        }
      }
    }
    return result;
  }
}
