package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The worklist of the {@link LockDepths} fixpoint: a set of pending nodes, polled lowest rank
 * first, where ranks are a reverse postorder of a depth-first search from the main thread's root
 * along every edge the fixpoint propagates along (control successors, the bypass of a call into
 * a shared subnet, a fork to the forked root). Nodes the search does not reach are ranked before
 * the others (the fixpoint never reaches them, so they are never pending).
 *
 * <p>Why: a node's masks change only when a predecessor's do. Polled in reverse postorder, a node
 * is mostly visited after all its forward predecessors have settled, so a change is carried
 * through a long stretch of inlined code once, not once per lock bit that reaches it (first in
 * first out, a graph of a million nodes with a hundred locks took tens of visits per node). The
 * order changes only the number of visits: the fixpoint's transfer functions are monotone and it
 * stops when no node changes, so it computes the least solution in any order.
 *
 * <p>Invariant: no pending rank is below {@code cursor}.
 */
final class RankedWorklist {
  private final int[] rank;
  private final int[] nodeAt;
  private final BitSet pending = new BitSet();
  private int cursor;

  /**
   * {@code shared[s]} non-null marks a shared subnet whose call nodes also flow straight to
   * their return site and handler ({@link LockDepths}'s bypass).
   */
  RankedWorklist(ControlGraph g, long[][] shared) {
    rank = new int[g.nodeCount];
    nodeAt = new int[g.nodeCount];
    Arrays.fill(rank, -1);
    int next = g.nodeCount;
    // iterative depth-first search; a node's rank is assigned when it is finished, from the end
    int[] stack = new int[16];
    List<List<Integer>> edges = new ArrayList<>();
    int[] position = new int[16];
    int depth = 0;
    int root = g.nodeCount == 0 ? -1 : g.base[0];
    if (root >= 0) {
      rank[root] = Integer.MAX_VALUE; // discovered, not finished
      stack[0] = root;
      edges.add(flowEdges(g, shared, root));
      position[0] = 0;
      depth = 1;
    }
    while (depth > 0) {
      int top = depth - 1;
      List<Integer> out = edges.get(top);
      if (position[top] < out.size()) {
        int succ = out.get(position[top]++);
        if (rank[succ] == -1) {
          rank[succ] = Integer.MAX_VALUE;
          if (depth == stack.length) {
            stack = Arrays.copyOf(stack, depth * 2);
            position = Arrays.copyOf(position, depth * 2);
          }
          stack[depth] = succ;
          position[depth] = 0;
          if (edges.size() == depth) {
            edges.add(null);
          }
          edges.set(depth, flowEdges(g, shared, succ));
          depth++;
        }
        continue;
      }
      rank[stack[top]] = --next;
      depth--;
    }
    // the search ranked its nodes next..nodeCount-1; the others (never pending) take 0..next-1
    int free = 0;
    for (int n = 0; n < g.nodeCount; n++) {
      if (rank[n] == -1) {
        rank[n] = free++;
      }
      nodeAt[rank[n]] = n;
    }
  }

  /** The edges the fixpoint propagates along from {@code n}. */
  private static List<Integer> flowEdges(ControlGraph g, long[][] shared, int n) {
    List<Integer> out = g.successors(n);
    boolean bypass = g.callee[n] >= 0 && shared[g.callee[n]] != null;
    if (!bypass && g.forked[n] < 0) {
      return out;
    }
    List<Integer> all = new ArrayList<>(out);
    if (bypass) {
      all.add(n + 1);
      all.add(g.handlerNode(n));
    }
    if (g.forked[n] >= 0) {
      all.add(g.base[g.forked[n]]);
    }
    return all;
  }

  void add(int node) {
    int r = rank[node];
    if (!pending.get(r)) {
      pending.set(r);
      cursor = Math.min(cursor, r);
    }
  }

  boolean isEmpty() {
    return pending.isEmpty();
  }

  /** Removes and returns the pending node of least rank. */
  int poll() {
    int r = pending.nextSetBit(cursor);
    pending.clear(r);
    cursor = r;
    return nodeAt[r];
  }
}
