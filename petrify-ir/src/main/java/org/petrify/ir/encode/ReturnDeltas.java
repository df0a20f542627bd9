package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.rb.Command;
import org.petrify.ir.stage.StageBudget;

/**
 * Per shared subnet {@code S} and lock {@code k} that {@code S} touches (it or a subnet it
 * calls operates on {@code k}): the changes of {@code k}'s reentrant depth from {@code S}'s entry
 * to its exit ({@link #exit}) and to a {@code raise} (or an unheld lock's exception) leaving
 * {@code S} ({@link #raise}), over every path of {@code S}, calls included. {@link LockDepths}
 * uses them to return from {@code S} to a call site exactly as the net does: the depths at the
 * return site are the call node's depths shifted by those changes, not the depths {@code S}'s
 * exit has for all its callers together.
 *
 * <p>A delta set is a {@code long}: bit {@code W + d} stands for the change {@code d}
 * ({@code -W <= d <= W}); {@link #TOP} means "not summarised" (some path changes the depth by
 * more than {@code W}): such a lock returns the old way, the exit's masks to every call site.
 *
 * <p>Soundness: the sets are a least fixpoint over paths of the control graph in which every
 * call to a shared subnet {@code T} adds one of {@code T}'s own changes (a path of Java
 * matches each return with its call, so its change is the sum of the changes of its steps and
 * of the matched calls inside it); acquire adds 1, a successful {@code trylock} 1, a release
 * -1 on its normal edge, every other command 0; the exception edge of a lock not held sets the
 * depth to 0 (an absolute part, see {@link #solve}), and is taken only where the depth may be 0
 * (a change of at most 0 since the entry, or an absolute 0). No other branch is pruned (a test
 * of a depth only removes paths), so the sets of each subnet contain the change (or the
 * absolute depth) of every run through it: a call site with depth {@code d} returns with a
 * depth {@code d} plus one of the exit's changes, or one of its absolute depths. Paths are not checked for a depth going below 0 on
 * the way (that only adds changes). The sets do not depend on the thread's instances or on
 * the depth at the call, so one computation per lock serves every call site.
 */
final class ReturnDeltas {
  /** Largest change summarised. */
  static final int W = 31;
  /** The delta set {0}. */
  static final long ZERO = 1L << W;
  /** Not summarised. */
  static final long TOP = 1L << 63;
  /** The changes of at most 0. */
  private static final long NOT_UP = (ZERO << 1) - 1;

  /**
   * Per key {@code S << 32 | k}: the changes and the absolute depths at the exit, then those at
   * a raise leaving {@code S}.
   */
  private final Map<Long, long[]> sets = new HashMap<>();

  /** Nodes polled from the worklists so far (every lock's fixpoint): the work done. */
  private long visits;

  private ReturnDeltas() {}

  /** The nodes polled by the fixpoints, for tests of the work they do. */
  long visits() {
    return visits;
  }

  /**
   * The sets of every shared subnet for every lock it touches, {@code touched[s]} the locks of
   * shared subnet {@code s} (bit {@code k} of word {@code k / 64}, {@code null} for others),
   * {@code lockAt[n]} the lock node {@code n} operates on or -1.
   */
  static ReturnDeltas of(ControlGraph g, long[][] touched, int[] lockAt, int lockCount,
      StageBudget budget) {
    ReturnDeltas r = new ReturnDeltas();
    List<List<Integer>> byLock = new ArrayList<>();
    for (int k = 0; k < lockCount; k++) {
      byLock.add(new ArrayList<>());
    }
    for (int s = 0; s < touched.length; s++) {
      long[] t = touched[s];
      if (t == null) {
        continue;
      }
      for (int w = 0; w < t.length; w++) {
        for (long bits = t[w]; bits != 0; bits &= bits - 1) {
          int k = (w << 6) + Long.numberOfTrailingZeros(bits);
          if (k < lockCount) {
            byLock.get(k).add(s);
          }
        }
      }
    }
    long[] rel = new long[g.nodeCount];
    long[] abs = new long[g.nodeCount];
    long[][] own = new long[g.subnets.size()][];
    boolean[] started = new boolean[g.subnets.size()];
    Flat flat = null;
    for (int k = 0; k < lockCount; k++) {
      if (!byLock.get(k).isEmpty()) {
        flat = flat == null ? new Flat(g) : flat;
        r.solve(g, flat, k, byLock.get(k), lockAt, rel, abs, own, started, budget);
      }
    }
    return r;
  }

  /** The sets of shared subnet {@code s} for lock {@code k} (exit changes, exit depths, raise changes, raise depths), null if none; for tests. */
  long[] setsOf(int s, int k) {
    long[] v = sets.get(key(s, k));
    return v == null ? null : v.clone();
  }

  /**
   * What a visit of {@link #solve} reads of the control graph besides its successors ({@link
   * ControlGraph#successorNodes}), in flat arrays built once for all the locks' fixpoints: a
   * fixpoint visits every node of the shared subnets touching its lock, and on a large class
   * path (77 locks over 780,000 shared nodes, each lock touching half of them) reading commands
   * and handler labels per visit was the whole cost of the race check. {@code kind[n]} is one
   * of the constants below; {@code handler[n]} is the handler node of call node {@code n}
   * ({@link ControlGraph#handlerNode}), found on the first visit ({@code -2} before).
   */
  private static final class Flat {
    static final byte OTHER = 0;
    static final byte CALL = 1;
    static final byte TAKES = 2;
    static final byte RELEASE = 3;
    static final byte EXIT = 4;
    final byte[] kind;
    final int[] handler;
    final boolean[] shared;

    Flat(ControlGraph g) {
      kind = new byte[g.nodeCount];
      handler = new int[g.nodeCount];
      java.util.Arrays.fill(handler, -2);
      for (int n = 0; n < g.nodeCount; n++) {
        Command c = g.command(n);
        kind[n] = c == null ? EXIT : c instanceof Command.Call ? CALL
            : c instanceof Command.Acquire || c instanceof Command.TryAcquire ? TAKES
            : c instanceof Command.Release ? RELEASE : OTHER;
      }
      shared = new boolean[g.subnets.size()];
      for (int s = 0; s < shared.length; s++) {
        shared[s] = g.subnets.get(s).shared();
      }
    }

    int handlerNode(ControlGraph g, int callNode) {
      int h = handler[callNode];
      if (h == -2) {
        h = g.handlerNode(callNode);
        handler[callNode] = h;
      }
      return h;
    }
  }

  /**
   * A FIFO queue of node numbers that may hold a node several times (as the fixpoint's {@link
   * ArrayDeque} of boxed numbers did), in a growing ring buffer.
   */
  private static final class NodeQueue {
    private int[] ring = new int[1024];
    private int head;
    private int size;

    boolean isEmpty() {
      return size == 0;
    }

    void add(int n) {
      if (size == ring.length) {
        int[] bigger = new int[ring.length * 2];
        for (int i = 0; i < size; i++) {
          bigger[i] = ring[(head + i) & (ring.length - 1)];
        }
        ring = bigger;
        head = 0;
      }
      ring[(head + size++) & (ring.length - 1)] = n;
    }

    int poll() {
      int n = ring[head];
      head = (head + 1) & (ring.length - 1);
      size--;
      return n;
    }
  }

  /** A growing list of node numbers. */
  private static final class NodeList {
    int[] nodes = new int[256];
    int size;

    void add(int n) {
      if (size == nodes.length) {
        nodes = java.util.Arrays.copyOf(nodes, size * 2);
      }
      nodes[size++] = n;
    }
  }

  /**
   * The mask of depths lock {@code k} may have where shared subnet {@code s} returns to a call
   * site ({@code raise} false) or to its handler ({@code raise} true) whose call node has the
   * depths of mask {@code m}; {@code s} must be {@link #summarised}.
   */
  long returned(int s, int k, long m, boolean raise) {
    long[] v = sets.get(key(s, k));
    int i = raise ? 2 : 0;
    return m == 0 ? 0L : apply(m, v[i]) | v[i + 1];
  }

  /** True if the changes of {@code s} for {@code k} are known (both exits, within the window). */
  boolean summarised(int s, int k) {
    long[] v = sets.get(key(s, k));
    return v != null && ((v[0] | v[2]) & TOP) == 0;
  }

  private static long key(int s, int k) {
    return ((long) s << 32) | k;
  }

  /**
   * One least fixpoint for lock {@code k} over the nodes of {@code subnets} (the shared
   * subnets touching it; {@code rel} and {@code abs} are all 0 before and after). A node's
   * value is a pair: the changes since the entry of its subnet ({@code rel}), and the depths
   * known absolutely ({@code abs}, a mask as in {@link LockDepths}): after the exception of a
   * lock not held the depth is 0, whatever it was at the entry.
   *
   * <p>{@code own} and {@code started}, indexed by subnet, are work arrays shared by the
   * locks' fixpoints (all null and false before and after): {@code own[s]} the sets of subnet
   * {@code s} for lock {@code k} (null for a subnet not touching it), {@code started[s]} whether
   * its fixpoint has started. Arrays rather than maps: a lookup per visited node was a quarter
   * of h2's translate samples.
   */
  private void solve(ControlGraph g, Flat flat, int k, List<Integer> subnets, int[] lockAt,
      long[] rel, long[] abs, long[][] own, boolean[] started, StageBudget budget) {
    for (int s : subnets) {
      own[s] = new long[4];
    }
    NodeQueue work = new NodeQueue();
    NodeList touchedNodes = new NodeList();
    byte[] kind = flat.kind;
    int[] nextStart = g.successorStart;
    int[] nexts = g.successorNodes;
    int steps = 0;
    for (int first : calleesFirst(g, subnets, own)) {
      started[first] = true;
      rel[g.base[first]] = ZERO;
      touchedNodes.add(g.base[first]);
      work.add(g.base[first]);
      while (!work.isEmpty()) {
        if ((++steps & 1023) == 0) {
          budget.check();
        }
        int n = work.poll();
        visits++;
        int s = g.subnetOf[n];
        long r = rel[n];
        long a = abs[n];
        long[] mine = own[s];
        byte nodeKind = kind[n];
        if (nodeKind == Flat.EXIT) {
          if (grow(mine, 0, r, a)) {
            requeueCallers(g, s, started, work);
          }
          continue;
        }
        if (nodeKind == Flat.CALL) {
          int callee = g.callee[n];
          if (!flat.shared[callee]) {
            throw new IllegalStateException("a shared subnet calls an inlined one: " + s);
          }
          long[] theirs = own[callee];
          for (int i = 0; i < 2; i++) {
            int to = i == 0 ? n + 1 : flat.handlerNode(g, n);
            if (theirs == null) {
              flow(g, s, to, r, a, mine, started, rel, abs, work, touchedNodes);
            } else if (((r | a) != 0) && ((theirs[2 * i] | theirs[2 * i + 1]) != 0)) {
              long d = theirs[2 * i];
              long ar = (d & TOP) != 0 ? TOP : apply(a, d);
              flow(g, s, to, plus(r, d), ar | theirs[2 * i + 1], mine, started, rel, abs, work,
                  touchedNodes);
            }
          }
          continue;
        }
        boolean mineLock = lockAt[n] == k;
        boolean takes = nodeKind == Flat.TAKES;
        int from = nextStart[n];
        int end = nextStart[n + 1];
        for (int i = 0; i < end - from; i++) {
          long outRel = r;
          long outAbs = a;
          if (mineLock && takes && i == 0) {
            outRel = shift(r, 1);
            outAbs = LockDepths.up(a);
          } else if (mineLock && !takes && i == 0 && nodeKind == Flat.RELEASE) {
            outRel = shift(r, -1);
            outAbs = LockDepths.down(a & ~1L);
          } else if (mineLock && !takes && i == 0) {
            outAbs = a & ~1L;
          } else if (mineLock && !takes) {
            // the exception of a lock not held (UnheldRoutes): depth 0, possible only where the
            // depth may be 0: an absolute 0, or a change of at most 0 from the entry's depth
            outRel = 0L;
            outAbs = (a & 1L) != 0 || (r & (TOP | NOT_UP)) != 0 ? 1L : 0L;
          }
          flow(g, s, nexts[from + i], outRel, outAbs, mine, started, rel, abs, work,
              touchedNodes);
        }
      }
    }
    for (int i = 0; i < touchedNodes.size; i++) {
      rel[touchedNodes.nodes[i]] = 0L;
      abs[touchedNodes.nodes[i]] = 0L;
    }
    for (int s : subnets) {
      sets.put(key(s, k), own[s]);
      own[s] = null;
      started[s] = false;
    }
  }

  /** The pair flows to {@code next}: a node of {@code s}, or out of it by a raise. */
  private static void flow(ControlGraph g, int s, int next, long r, long a, long[] mine,
      boolean[] started, long[] rel, long[] abs, NodeQueue work, NodeList touchedNodes) {
    if ((r | a) == 0) {
      return;
    }
    if (g.subnetOf[next] != s) {
      if (grow(mine, 2, r, a)) {
        requeueCallers(g, s, started, work);
      }
      return;
    }
    long nowRel = rel[next] | r;
    if ((nowRel & TOP) != 0) {
      nowRel = TOP;
    }
    long nowAbs = abs[next] | a;
    if (nowRel != rel[next] || nowAbs != abs[next]) {
      if ((rel[next] | abs[next]) == 0) {
        touchedNodes.add(next);
      }
      rel[next] = nowRel;
      abs[next] = nowAbs;
      work.add(next);
    }
  }

  /** Joins the pair into {@code sets[i], sets[i + 1]}; true if it grew. */
  private static boolean grow(long[] sets, int i, long r, long a) {
    long now = sets[i] | r;
    if ((now & TOP) != 0) {
      now = TOP;
    }
    long nowAbs = sets[i + 1] | a;
    if (now == sets[i] && nowAbs == sets[i + 1]) {
      return false;
    }
    sets[i] = now;
    sets[i + 1] = nowAbs;
    return true;
  }

  /**
   * The call nodes into {@code s} of the subnets whose fixpoint has started, queued again (a
   * subnet not started yet reads {@code s}'s sets when it starts).
   */
  private static void requeueCallers(ControlGraph g, int s, boolean[] started,
      NodeQueue work) {
    for (int target : g.returnSites.getOrDefault(s, List.of())) {
      if (started[g.subnetOf[target - 1]]) {
        work.add(target - 1);
      }
    }
  }

  /**
   * The subnets of {@code own}, each after the subnets of {@code own} it calls unless they
   * call it back (a postorder of a depth-first search along their call nodes). {@link #solve}
   * starts them in this order and drains the worklist before the next one: a callee's sets
   * are then final when its callers first read them, and the callers' paths are walked once
   * instead of once more for each growth of each callee's sets (starting every subnet at once,
   * a large program visited each node of a shared subnet many times per lock: most of the
   * translation and encoding time of h2's MVStore). The order changes only the number of
   * visits: the transfer functions are monotone, every change of a started node queues it,
   * every growth of a subnet's sets queues the call nodes of the started subnets calling it,
   * and every subnet is started, so the worklist empties at the same least fixpoint.
   */
  private static List<Integer> calleesFirst(ControlGraph g, List<Integer> subnets,
      long[][] own) {
    List<Integer> order = new ArrayList<>(subnets.size());
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    Deque<int[]> stack = new ArrayDeque<>();
    for (int root : subnets) {
      if (!seen.add(root)) {
        continue;
      }
      stack.push(new int[] {root, g.base[root]});
      while (!stack.isEmpty()) {
        int[] top = stack.peek();
        int end = g.exitNode(top[0]);
        boolean descended = false;
        while (top[1] < end && !descended) {
          int c = g.callee[top[1]++];
          if (c >= 0 && own[c] != null && seen.add(c)) {
            stack.push(new int[] {c, g.base[c]});
            descended = true;
          }
        }
        if (!descended) {
          order.add(stack.pop()[0]);
        }
      }
    }
    return order;
  }

  /** {@code v} with every change moved by {@code d}; {@link #TOP} past the window. */
  static long shift(long v, int d) {
    if ((v & TOP) != 0) {
      return TOP;
    }
    if (d > 0) {
      long r = v << d;
      return (v >>> (63 - d)) != 0 ? TOP : r;
    }
    return (v & ((1L << -d) - 1)) != 0 ? TOP : v >>> -d;
  }

  /** Every sum of a change of {@code v} and one of {@code deltas}. */
  static long plus(long v, long deltas) {
    if (((v | deltas) & TOP) != 0) {
      return TOP;
    }
    long r = 0;
    for (long bits = deltas; bits != 0; bits &= bits - 1) {
      r |= shift(v, Long.numberOfTrailingZeros(bits) - W);
      if ((r & TOP) != 0) {
        return TOP;
      }
    }
    return r;
  }

  /**
   * The masks of depths (see {@link LockDepths}) reached from the depths of mask {@code m} by
   * the changes in {@code deltas} (not {@link #TOP}): depths below 0 are dropped (no run has
   * them), depths at or above the cap stay "at least the cap" going up and may be anything
   * from the cap minus the change up going down.
   */
  static long apply(long m, long deltas) {
    long r = 0;
    for (long bits = deltas; bits != 0; bits &= bits - 1) {
      int d = Long.numberOfTrailingZeros(bits) - W;
      long x = m;
      for (int i = 0; i < Math.abs(d); i++) {
        x = d > 0 ? LockDepths.up(x) : LockDepths.down(x);
      }
      r |= x;
    }
    return r;
  }
}
