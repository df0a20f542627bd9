package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.TreeSet;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.stage.StageBudget;

/**
 * The reference for {@link LockDepths}: the same fixpoint with one dense array of
 * {@code nodes * locks} masks ({@code masks[node * lockCount + k]}) and per-lock work at every
 * visit, as {@link LockDepths} was before its vectors of masks were shared. Kept only to check
 * that sharing changes no mask ({@code LockDepthsSharingTest}); see {@link LockDepths} for the
 * analysis itself (returns by address through {@link ReturnDeltas} included).
 */
final class DenseLockDepths {
  static final int CAP = 62;
  private static final long CAP_BIT = 1L << CAP;
  private static final long ALL = (1L << (CAP + 1)) - 1;

  final List<String> locks;
  final int lockCount;
  final long[] masks;
  final boolean[] reached;
  /** The index of the lock node n's command operates on, or -1: computed once, read per visit. */
  private final int[] lockAt;
  /**
   * Per subnet, the locks (bit k of word k / 64) that a command of it or of a subnet it calls,
   * transitively, operates on; computed for shared subnets only (others return to one site).
   */
  private long[][] touched;
  private final ControlGraph graph;
  private ReturnDeltas deltas;
  /** Nodes visited by the fixpoint. */
  long visits;

  private DenseLockDepths(ControlGraph graph, List<String> locks) {
    this.graph = graph;
    this.locks = locks;
    this.lockCount = locks.size();
    this.masks = new long[graph.nodeCount * Math.max(1, lockCount)];
    this.reached = new boolean[graph.nodeCount];
    this.lockAt = new int[graph.nodeCount];
    for (int n = 0; n < graph.nodeCount; n++) {
      Command c = graph.command(n);
      String lock = c == null ? null : lockOf(c);
      lockAt[n] = lock == null ? -1 : lockIndex(lock);
    }
  }

  static DenseLockDepths of(ControlGraph graph) {
    return of(graph, StageBudget.none());
  }

  /** The depths, checking {@code budget}'s deadline every few hundred nodes of the fixpoint. */
  static DenseLockDepths of(ControlGraph graph, StageBudget budget) {
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
    DenseLockDepths d = new DenseLockDepths(graph, List.copyOf(names));
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
    return masks[node * lockCount + lock];
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
    if (byAddress(s, graph.subnetOf[next])) {
      t = flowing(s);
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
  private void bypass(int node, long[] out, Deque<Integer> work, boolean[] queued) {
    int callee = graph.callee[node];
    if (byAddress(callee, graph.subnetOf[node])) {
      for (int kind = 0; kind < 2; kind++) {
        long[] t = touched[callee];
        long[] f = flowing(callee);
        long[] r = new long[lockCount];
        for (int k = 0; k < lockCount; k++) {
          if ((t[k >>> 6] & (1L << k)) == 0) {
            r[k] = out[k];
          } else if ((f[k >>> 6] & (1L << k)) == 0) {
            r[k] = deltas.returned(callee, k, out[k], kind == 1);
          }
        }
        int to = kind == 0 ? node + 1 : graph.handlerNode(node);
        if (merge(to, r)) {
          enqueue(work, queued, to);
        }
      }
      return;
    }
    long[] t = touched[graph.callee[node]];
    long[] kept = new long[lockCount];
    for (int k = 0; k < lockCount; k++) {
      if ((t[k >>> 6] & (1L << k)) == 0) {
        kept[k] = out[k];
      }
    }
    int handler = graph.handlerNode(node);
    if (merge(node + 1, kept)) {
      enqueue(work, queued, node + 1);
    }
    if (handler != node + 1 && merge(handler, kept)) {
      enqueue(work, queued, handler);
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

  /** True if no call of shared subnet {@code s} from subnet {@code caller} is recursive. */
  private boolean byAddress(int s, int caller) {
    for (int target : graph.returnSites.getOrDefault(s, List.of())) {
      if (graph.subnetOf[target - 1] == caller && graph.isRecursiveSite(target - 1)) {
        return false;
      }
    }
    return true;
  }

  /** The locks shared subnet {@code s} touches whose return changes are not summarised. */
  private long[] flowing(int s) {
    long[] f = touched[s].clone();
    for (int k = 0; k < lockCount; k++) {
      if (deltas.summarised(s, k)) {
        f[k >>> 6] &= ~(1L << k);
      }
    }
    return f;
  }

  private void solve(StageBudget budget) {
    computeTouched();
    deltas = ReturnDeltas.of(graph, touched, lockAt, lockCount, budget);
    // A node is on the worklist at most once (queued); its masks only grow, so visiting it
    // once after several merges sees all of them.
    Deque<Integer> work = new ArrayDeque<>();
    boolean[] queued = new boolean[graph.nodeCount];
    long[] zero = new long[lockCount];
    Arrays.fill(zero, 1L);
    if (merge(graph.base[0], zero)) {
      enqueue(work, queued, graph.base[0]);
    }
    long[] out = new long[lockCount];
    int steps = 0;
    while (!work.isEmpty()) {
      if ((++steps & 255) == 0) {
        budget.check();
      }
      int node = work.poll();
      visits++;
      queued[node] = false;
      Command c = graph.command(node);
      System.arraycopy(masks, node * lockCount, out, 0, lockCount);
      int k = lockAt[node];
      if (c instanceof Command.HoldDepth h) {
        tested(node, h, out, work, queued);
        continue;
      }
      if (c instanceof Command.TryAcquire) {
        // failure keeps the depths; success (the next node) is handled like an acquire
        List<Integer> next = graph.successors(node);
        if (merge(next.get(1), out)) {
          enqueue(work, queued, next.get(1));
        }
        out[k] = up(out[k]);
        if (merge(next.get(0), out)) {
          enqueue(work, queued, next.get(0));
        }
        continue;
      }
      if (k >= 0) {
        long m = out[k];
        if (c instanceof Command.Acquire) {
          out[k] = up(m);
        } else {
          // not held (bit 0): IllegalMonitorStateException, to the raise targets (UnheldRoutes)
          List<Integer> next = graph.successors(node);
          if ((m & 1L) != 0 && next.size() > 1) {
            out[k] = 1L;
            for (int r = 1; r < next.size(); r++) {
              if (merge(next.get(r), leaving(node, next.get(r), out))) {
                enqueue(work, queued, next.get(r));
              }
            }
          }
          long held = m & ~1L;
          if (held == 0) {
            continue;
          }
          out[k] = c instanceof Command.Release ? down(held) : held;
          if (merge(next.get(0), out)) {
            enqueue(work, queued, next.get(0));
          }
          continue;
        }
      }
      if (c instanceof Command.Fork && merge(graph.base[graph.forked[node]], zero)) {
        enqueue(work, queued, graph.base[graph.forked[node]]);
      }
      if (c instanceof Command.Call && touched[graph.callee[node]] != null) {
        bypass(node, out, work, queued);
      }
      for (int next : graph.successors(node)) {
        if (merge(next, leaving(node, next, out))) {
          enqueue(work, queued, next);
        }
      }
    }
  }

  /**
   * A {@code holds} test: case {@code i} (successor {@code i}) gets the depths equal to its own,
   * the {@code else} label (the last successor) the rest; a branch no depth reaches gets
   * nothing.
   */
  private void tested(int node, Command.HoldDepth h, long[] out, Deque<Integer> work,
      boolean[] queued) {
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
      out[k] = only;
      if (merge(next.get(i), leaving(node, next.get(i), out))) {
        enqueue(work, queued, next.get(i));
      }
    }
    out[k] = m;
  }

  private static void enqueue(Deque<Integer> work, boolean[] queued, int node) {
    if (!queued[node]) {
      queued[node] = true;
      work.add(node);
    }
  }

  private boolean merge(int node, long[] in) {
    boolean changed = !reached[node];
    reached[node] = true;
    int at = node * lockCount;
    for (int k = 0; k < lockCount; k++) {
      long old = masks[at + k];
      long now = old | in[k];
      if (now != old) {
        masks[at + k] = now;
        changed = true;
      }
    }
    return changed;
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
