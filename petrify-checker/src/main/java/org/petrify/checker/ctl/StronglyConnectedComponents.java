package org.petrify.checker.ctl;

import java.util.Arrays;

/**
 * Tarjan's algorithm, iterative, on the subgraph of a {@link StateGraph} induced by a set of
 * states ({@code member}, a bitset in {@code long} words: bit {@code s & 63} of word
 * {@code s >>> 6} is state s).
 *
 * <p>Result: {@code component[s]} is the component number of member state s (components are
 * numbered in the order Tarjan completes them, i.e. reverse topological order), {@code -1} for
 * non-members; {@code nontrivial[c]} says whether component c has an internal edge (more than
 * one state, or a self-loop), i.e. whether an infinite path can stay in it.
 */
final class StronglyConnectedComponents {
  final int[] component;
  final int count;
  final boolean[] nontrivial;

  private StronglyConnectedComponents(int[] component, int count, boolean[] nontrivial) {
    this.component = component;
    this.count = count;
    this.nontrivial = nontrivial;
  }

  static boolean has(long[] member, int s) {
    return (member[s >>> 6] & (1L << s)) != 0;
  }

  static StronglyConnectedComponents of(StateGraph graph, long[] member) {
    return of(graph, member, null);
  }

  /**
   * The components of the subgraph induced by {@code member} without the edges of the
   * transitions {@code banned} marks ({@code banned[t]}; null bans none).
   */
  static StronglyConnectedComponents of(StateGraph graph, long[] member, boolean[] banned) {
    int n = graph.stateCount();
    int[] index = new int[n];
    int[] low = new int[n];
    int[] component = new int[n];
    Arrays.fill(index, -1);
    Arrays.fill(component, -1);
    int[] stack = new int[16];
    int stackTop = 0;
    boolean[] onStack = new boolean[n];
    int[] callState = new int[16];
    int[] callEdge = new int[16];
    int counter = 0;
    int components = 0;
    boolean[] nontrivial = new boolean[16];
    for (int root = 0; root < n; root++) {
      if (!has(member, root) || index[root] >= 0) {
        continue;
      }
      int depth = 0;
      callState[0] = root;
      callEdge[0] = graph.outStart(root);
      index[root] = low[root] = counter++;
      stack[stackTop++] = root;
      onStack[root] = true;
      while (depth >= 0) {
        int v = callState[depth];
        int e = callEdge[depth];
        if (e < graph.outEnd(v)) {
          callEdge[depth] = e + 1;
          int w = graph.target(e);
          if (!has(member, w) || banned != null && banned[graph.transition(e)]) {
            continue;
          }
          if (index[w] < 0) {
            index[w] = low[w] = counter++;
            if (stackTop == stack.length) {
              stack = Arrays.copyOf(stack, stackTop * 2);
            }
            stack[stackTop++] = w;
            onStack[w] = true;
            depth++;
            if (depth == callState.length) {
              callState = Arrays.copyOf(callState, depth * 2);
              callEdge = Arrays.copyOf(callEdge, depth * 2);
            }
            callState[depth] = w;
            callEdge[depth] = graph.outStart(w);
          } else if (onStack[w]) {
            low[v] = Math.min(low[v], index[w]);
          }
          continue;
        }
        if (low[v] == index[v]) {
          int size = 0;
          int w;
          do {
            w = stack[--stackTop];
            onStack[w] = false;
            component[w] = components;
            size++;
          } while (w != v);
          if (components == nontrivial.length) {
            nontrivial = Arrays.copyOf(nontrivial, components * 2);
          }
          nontrivial[components] = size > 1 || hasSelfLoop(graph, v, banned);
          components++;
        }
        depth--;
        if (depth >= 0) {
          int parent = callState[depth];
          low[parent] = Math.min(low[parent], low[v]);
        }
      }
    }
    return new StronglyConnectedComponents(component, components,
        Arrays.copyOf(nontrivial, components));
  }

  private static boolean hasSelfLoop(StateGraph graph, int v, boolean[] banned) {
    for (int e = graph.outStart(v), end = graph.outEnd(v); e < end; e++) {
      if (graph.target(e) == v && (banned == null || !banned[graph.transition(e)])) {
        return true;
      }
    }
    return false;
  }
}
