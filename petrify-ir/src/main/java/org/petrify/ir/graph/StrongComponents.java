package org.petrify.ir.graph;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The strongly connected components of a graph on the nodes {@code 0..n-1} given by successor
 * arrays (Tarjan's algorithm on an explicit stack, so the graph's depth is not bounded by the
 * thread's stack; linear in nodes and edges). Edges to a negative node are ignored.
 */
public final class StrongComponents {
  private StrongComponents() {}

  /**
   * Per node, the id of its component: two nodes have the same id exactly when each reaches
   * the other. Ids are {@code 0..k-1}, in the order Tarjan's algorithm closes the components.
   */
  public static int[] of(int[][] successors) {
    int n = successors.length;
    int[] order = new int[n];
    int[] low = new int[n];
    int[] component = new int[n];
    Arrays.fill(order, -1);
    boolean[] onStack = new boolean[n];
    int[] stack = new int[n];
    int top = 0;
    int counter = 0;
    int components = 0;
    ArrayDeque<int[]> frames = new ArrayDeque<>();
    for (int root = 0; root < n; root++) {
      if (order[root] >= 0) {
        continue;
      }
      frames.push(new int[] {root, 0});
      order[root] = low[root] = counter++;
      stack[top++] = root;
      onStack[root] = true;
      while (!frames.isEmpty()) {
        int[] f = frames.peek();
        int v = f[0];
        if (f[1] < successors[v].length) {
          int w = successors[v][f[1]++];
          if (w < 0) {
            continue;
          }
          if (order[w] < 0) {
            order[w] = low[w] = counter++;
            stack[top++] = w;
            onStack[w] = true;
            frames.push(new int[] {w, 0});
          } else if (onStack[w]) {
            low[v] = Math.min(low[v], order[w]);
          }
          continue;
        }
        frames.pop();
        if (!frames.isEmpty()) {
          int u = frames.peek()[0];
          low[u] = Math.min(low[u], low[v]);
        }
        if (low[v] == order[v]) {
          int w;
          do {
            w = stack[--top];
            onStack[w] = false;
            component[w] = components;
          } while (w != v);
          components++;
        }
      }
    }
    return component;
  }
}
