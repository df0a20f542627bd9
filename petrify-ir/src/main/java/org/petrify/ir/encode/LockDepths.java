package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.stage.StageBudget;

/**
 * For every node of a {@link ControlGraph}, an over-approximation of the reentrant depth each
 * lock can have on the node's thread when control is there, and whether the node is reachable
 * at all (ignoring blocking of acquire and join, which only removes behaviour).
 *
 * <p>Layout: {@code vector(node)[k]} (the mask of lock {@code k} at the node) has bit {@code d}
 * set if lock {@code k} may be held at depth {@code d} ({@code 0 <= d < CAP}); bit {@link #CAP}
 * means "at least CAP". Locks are numbered in sorted name order. The vectors are shared: nodes
 * with equal masks hold the same array (interned, never written after it is interned), so the
 * memory is one reference per node plus one array per distinct vector, not nodes times locks
 * (a graph that inlines every call chain has millions of nodes but few distinct vectors), and a
 * node passing its vector on unchanged costs no per-lock work. A lock whose mask at every reachable node of a thread has
 * exactly one bit below {@code CAP} has a static depth on that thread: the encoder then needs
 * no held-depth places for it, and the encoding is exact for any number of instances.
 *
 * <p><b>Calls into shared subnets.</b> A shared subnet returns to every one of its call sites
 * ({@link ControlGraph#returnTargets}), so its exit's masks would flow to all of them, and a
 * caller holding a lock at depth 1 around the call would see depth 0 after it because another
 * caller calls the subnet without it. For each lock that the subnet and every subnet it calls
 * (transitively, not through forks) never operate on ({@link #touched}), the call node passes its
 * own mask straight to its return site and to its handler (the bypass), and the edges leaving
 * the shared subnet for its callers carry nothing for that lock. Sound: such a lock's depth is
 * the same when the callee returns or raises as at the call, which the call node's mask covers;
 * a return site that a run reaches was reached through its call node, so the bypass marks it
 * reached (it may also mark reached a return site of a callee that never returns: more
 * over-approximation, never less).
 *
 * <p><b>Hold-depth tests.</b> A {@code holds} command ({@link Command.HoldDepth}) changes no
 * depth and does not count as touching its lock; each of its cases receives only the depth it
 * tests (the {@code else} label the others, and "at least CAP"), which is exactly what the net
 * lets through. It names a lock, so its lock is numbered like the others.
 */
final class LockDepths {
  static final int CAP = 62;
  private static final long CAP_BIT = 1L << CAP;
  private static final long ALL = (1L << (CAP + 1)) - 1;

  final List<String> locks;
  final int lockCount;
  /** Per node, its interned vector of masks, {@code null} while the node is unreached. */
  private final long[][] vectors;
  /** The interned vectors, each its own key. */
  private final Map<Vector, long[]> interned = new HashMap<>();
  private int internLimit = 4096;
  final boolean[] reached;
  /** The index of the lock node n's command operates on, or -1: computed once, read per visit. */
  private final int[] lockAt;
  /**
   * Per subnet, the locks (bit k of word k / 64) that a command of it or of a subnet it calls,
   * transitively, operates on; computed for shared subnets only (others return to one site).
   */
  private long[][] touched;
  private final ControlGraph graph;
  /** Nodes visited by the fixpoint (a node is visited again each time its masks grow). */
  long visits;

  private LockDepths(ControlGraph graph, List<String> locks) {
    this.graph = graph;
    this.locks = locks;
    this.lockCount = locks.size();
    this.vectors = new long[graph.nodeCount][];
    this.reached = new boolean[graph.nodeCount];
    this.lockAt = new int[graph.nodeCount];
    for (int n = 0; n < graph.nodeCount; n++) {
      Command c = graph.command(n);
      String lock = c == null ? null : lockOf(c);
      lockAt[n] = lock == null ? -1 : lockIndex(lock);
    }
  }

  static LockDepths of(ControlGraph graph) {
    return of(graph, StageBudget.none());
  }

  /** The depths, checking {@code budget}'s deadline every few hundred nodes of the fixpoint. */
  static LockDepths of(ControlGraph graph, StageBudget budget) {
    TreeSet<String> names = new TreeSet<>();
    for (Procedure p : graph.program.procedures()) {
      for (Command c : p.body()) {
        String lock = lockOf(c);
        if (lock != null) {
          names.add(lock);
        } else if (c instanceof Command.HoldDepth h) {
          names.add(h.lock());
        }
      }
    }
    LockDepths d = new LockDepths(graph, List.copyOf(names));
    d.solve(budget);
    return d;
  }

  /** The lock a command operates on, or {@code null}. */
  static String lockOf(Command c) {
    return Command.lockOf(c);
  }

  int lockIndex(String lock) {
    return Collections.binarySearch(locks, lock);
  }

  long mask(int node, int lock) {
    long[] v = vectors[node];
    return v == null ? 0L : v[lock];
  }

  /**
   * The masks of every lock at {@code node}, indexed like {@link #locks}; {@code null} for an
   * unreached node. Nodes with equal masks share one array, so callers may cache what they
   * derive from it by identity; they must not write it.
   */
  long[] vector(int node) {
    return vectors[node];
  }

  /** The depths {@code lock} may have at {@code node}, at least {@code min}, ascending. */
  List<Integer> depthsAt(int node, String lock, int min) {
    long m = mask(node, lockIndex(lock));
    List<Integer> result = new ArrayList<>();
    for (int d = min; d <= CAP; d++) {
      if ((m & (1L << d)) != 0) {
        result.add(d);
      }
    }
    return result;
  }

  /** The one depth {@code lock} has at {@code node} if it is static (else the least). */
  int staticDepth(int node, String lock) {
    return Long.numberOfTrailingZeros(mask(node, lockIndex(lock)));
  }

  /**
   * The masks that flow along the edge {@code node -> next}: {@code out} itself, except on an
   * edge from a shared subnet to a caller, where the locks the subnet never touches carry
   * nothing (the caller's {@link #bypass} covers them).
   */
  private long[] leaving(int node, int next, long[] out) {
    int s = graph.subnetOf[node];
    long[] t = touched[s];
    if (t == null || graph.subnetOf[next] == s || graph.callee[node] >= 0) {
      return out;
    }
    long[] masked = out.clone();
    for (int k = 0; k < lockCount; k++) {
      if ((t[k >>> 6] & (1L << k)) == 0) {
        masked[k] = 0L;
      }
    }
    return masked;
  }

  /**
   * For call node {@code node} into a shared subnet: its masks of the locks the callee never
   * touches go straight to the return site and the handler node.
   */
  private void bypass(int node, long[] out, RankedWorklist work) {
    long[] t = touched[graph.callee[node]];
    long[] kept = new long[lockCount];
    for (int k = 0; k < lockCount; k++) {
      if ((t[k >>> 6] & (1L << k)) == 0) {
        kept[k] = out[k];
      }
    }
    int handler = graph.handlerNode(node);
    if (merge(node + 1, kept)) {
      work.add(node + 1);
    }
    if (handler != node + 1 && merge(handler, kept)) {
      work.add(handler);
    }
  }

  /**
   * Fills {@link #touched}: the locks each subnet operates on directly, then closed over call
   * edges (a least fixpoint: call cycles converge because sets only grow).
   */
  private void computeTouched() {
    int subnets = graph.subnets.size();
    int words = Math.max(1, (lockCount + 63) >>> 6);
    long[][] own = new long[subnets][words];
    List<List<Integer>> callees = new ArrayList<>();
    for (int s = 0; s < subnets; s++) {
      callees.add(new ArrayList<>());
    }
    for (int n = 0; n < graph.nodeCount; n++) {
      int s = graph.subnetOf[n];
      if (lockAt[n] >= 0) {
        own[s][lockAt[n] >>> 6] |= 1L << lockAt[n];
      }
      if (graph.callee[n] >= 0) {
        callees.get(s).add(graph.callee[n]);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int s = 0; s < subnets; s++) {
        for (int callee : callees.get(s)) {
          for (int w = 0; w < words; w++) {
            long now = own[s][w] | own[callee][w];
            if (now != own[s][w]) {
              own[s][w] = now;
              changed = true;
            }
          }
        }
      }
    }
    touched = new long[subnets][];
    for (int s = 0; s < subnets; s++) {
      if (graph.subnets.get(s).shared()) {
        touched[s] = own[s];
      }
    }
  }

  private void solve(StageBudget budget) {
    computeTouched();
    solveInOrder(budget);
    interned.clear();
  }

  private void solveInOrder(StageBudget budget) {
    // A node is on the worklist at most once; its masks only grow, so visiting it once after
    // several merges sees all of them.
    RankedWorklist work = new RankedWorklist(graph, touched);
    long[] init = new long[lockCount];
    Arrays.fill(init, 1L);
    long[] zero = intern(init);
    if (merge(graph.base[0], zero)) {
      work.add(graph.base[0]);
    }
    int steps = 0;
    while (!work.isEmpty()) {
      if ((++steps & 255) == 0) {
        budget.check();
      }
      int node = work.poll();
      visits++;
      Command c = graph.command(node);
      long[] out = vectors[node];
      int k = lockAt[node];
      if (c instanceof Command.HoldDepth h) {
        tested(node, h, out, work);
        continue;
      }
      if (c instanceof Command.TryAcquire) {
        // failure keeps the depths; success (the next node) is handled like an acquire
        List<Integer> next = graph.successors(node);
        if (merge(next.get(1), out)) {
          work.add(next.get(1));
        }
        if (merge(next.get(0), with(out, k, up(out[k])))) {
          work.add(next.get(0));
        }
        continue;
      }
      if (k >= 0) {
        long m = out[k];
        if (c instanceof Command.Acquire) {
          out = with(out, k, up(m));
        } else {
          // not held (bit 0): IllegalMonitorStateException, to the raise targets (UnheldRoutes)
          List<Integer> next = graph.successors(node);
          if ((m & 1L) != 0 && next.size() > 1) {
            long[] unheld = with(out, k, 1L);
            for (int r = 1; r < next.size(); r++) {
              if (merge(next.get(r), leaving(node, next.get(r), unheld))) {
                work.add(next.get(r));
              }
            }
          }
          long held = m & ~1L;
          if (held == 0) {
            continue;
          }
          if (merge(next.get(0), with(out, k, c instanceof Command.Release ? down(held) : held))) {
            work.add(next.get(0));
          }
          continue;
        }
      }
      if (c instanceof Command.Fork && merge(graph.base[graph.forked[node]], zero)) {
        work.add(graph.base[graph.forked[node]]);
      }
      if (c instanceof Command.Call && touched[graph.callee[node]] != null) {
        bypass(node, out, work);
      }
      for (int next : graph.successors(node)) {
        if (merge(next, leaving(node, next, out))) {
          work.add(next);
        }
      }
    }
  }

  /**
   * A {@code holds} test: case {@code i} (successor {@code i}) gets the depths equal to its own,
   * the {@code else} label (the last successor) the rest; a branch no depth reaches gets
   * nothing.
   */
  private void tested(int node, Command.HoldDepth h, long[] out, RankedWorklist work) {
    int k = lockIndex(h.lock());
    long m = out[k];
    List<Integer> next = graph.successors(node);
    long listed = 0;
    for (int i = 0; i <= h.depths().size(); i++) {
      long only;
      if (i < h.depths().size()) {
        int d = h.depths().get(i);
        only = d < CAP ? m & (1L << d) : m & CAP_BIT;
        listed |= d < CAP ? 1L << d : 0L;
      } else {
        only = m & ~listed;
      }
      if (only == 0) {
        continue;
      }
      long[] branch = with(out, k, only);
      if (merge(next.get(i), leaving(node, next.get(i), branch))) {
        work.add(next.get(i));
      }
    }
  }

  /**
   * Joins {@code in} into the node's vector; true if the node was unreached or its vector grew.
   * Identity first: a vector passed on unchanged (interned) meets itself at no per-lock cost.
   */
  private boolean merge(int node, long[] in) {
    boolean changed = !reached[node];
    reached[node] = true;
    long[] old = vectors[node];
    if (old == in) {
      return changed;
    }
    if (old == null) {
      vectors[node] = intern(in);
      return true;
    }
    long[] union = null;
    for (int k = 0; k < lockCount; k++) {
      if ((in[k] & ~old[k]) != 0) {
        if (union == null) {
          union = old.clone();
        }
        union[k] |= in[k];
      }
    }
    if (union == null) {
      return changed;
    }
    vectors[node] = intern(union);
    return true;
  }

  /** {@code v} with lock {@code k}'s mask replaced by {@code m}: {@code v} itself if equal. */
  private static long[] with(long[] v, int k, long m) {
    if (v[k] == m) {
      return v;
    }
    long[] w = v.clone();
    w[k] = m;
    return w;
  }

  /**
   * The shared array equal to {@code v} ({@code v} itself the first time). The table keeps only
   * the vectors some node holds when it has grown to twice what that was (vectors replaced by
   * larger ones are dropped), so its size stays proportional to the distinct live vectors.
   */
  private long[] intern(long[] v) {
    if (interned.size() >= internLimit) {
      interned.clear();
      for (long[] live : vectors) {
        if (live != null) {
          interned.putIfAbsent(new Vector(live), live);
        }
      }
      internLimit = 2 * interned.size() + 4096;
    }
    return interned.computeIfAbsent(new Vector(v), key -> key.masks);
  }

  /** An array of masks as a hash key, by content. */
  private record Vector(long[] masks) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Vector other && Arrays.equals(masks, other.masks);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(masks);
    }
  }

  private static long up(long m) {
    long r = (m << 1) & ALL;
    return (m & CAP_BIT) != 0 ? r | CAP_BIT : r;
  }

  private static long down(long m) {
    long r = m >>> 1;
    return (m & CAP_BIT) != 0 ? r | CAP_BIT : r;
  }
}
