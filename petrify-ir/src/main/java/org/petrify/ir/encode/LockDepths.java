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
 * <p><b>Operations are looked up.</b> During the fixpoint a vector has four slots after its
 * masks: the entered flag (below), a hash of its content, its id (a serial number given when it
 * is interned) and a mark used when the intern table is rebuilt. Every operation the fixpoint
 * does on an interned vector (replace one mask, join another vector, mask the locks a shared
 * subnet does not touch, keep those of a lock set) returns an interned vector and is stored in
 * a {@link VectorMemo} under the operand's id and the operation. The same operation on the same
 * vector recurs at many nodes (inlined copies of one procedure meet equal vectors; a shared
 * subnet's exit sends one vector to every return site), so a visit mostly costs a few lookups
 * instead of passes over every lock; the results are those of the operations themselves, so
 * the fixpoint visits the same nodes in the same order and ends with the same masks.
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
 * <p><b>Returns by address.</b> A call site of a shared subnet that is not recursive for it
 * ({@link ControlGraph#isRecursiveSite}) returns in the net only to the call that entered the
 * subnet (its return address, {@link ControlEmitter#exit}). For such a site, a touched lock
 * whose changes the callee's paths make are summarised ({@link ReturnDeltas}) does not leave
 * the callee's exit for the site ({@link #leaving} masks it, like the untouched ones): the call
 * node sends its own mask shifted by those changes to the return site and by the raise changes
 * to the handler ({@link #returned}). Sound: every run from the call to that return or
 * handler passes through the callee along a path whose change is in the set, so its depth
 * there is the call's depth plus that change (a depth 0 reached by the exception of a lock not
 * held is in the set's absolute part), so every depth of a Java run is in the masks.
 * Recursive sites, whose returns the net may mix up (past the {@link RecursionStacks} bound, or
 * without a stack), and locks not summarised keep the exit's masks as before. A net path that
 * returns wrongly inside the callee (no Java run) may reach a depth outside the masks, where the
 * lock's transitions are missing and the thread blocks: such a witness returns wrongly and is
 * reported so ({@code recursion-bound}, {@code wrong-return}); runs of Java lose nothing.
 *
 * <p><b>Locks an inlined subnet never operates on.</b> An inlined subnet {@code s} (called from
 * one call node {@code c}) and the subnets it calls, transitively, may never acquire, release,
 * try, wait on or test some locks ({@link #operated}): {@code s} is free of them. Inside the
 * subtree every edge passes such a lock's mask on unchanged, except an exit of a shared subnet
 * called there, which carries nothing for it (its call node's bypass carries it). So a reached
 * node of {@code s} has, for such a lock, {@code c}'s mask if a path from {@code s}'s entry
 * reaches it without passing a shared exit ("entered"), else none (a return site of a call
 * node that is never reached may still be reached through a shared exit). The fixpoint
 * therefore does not carry these locks through {@code s}: a node of an inlined subnet stores
 * only the locks its subnet operates on (the others 0) plus an entered flag (slot
 * {@code lockCount}, set at the entry, passed on like a lock the subnet never touches, relative
 * to the innermost inlined subnet). {@code c}'s masks of the locks {@code s} is free of, and
 * {@code c}'s own flag, go in one step to where the subtree leaves for the caller while
 * entered ({@link #inherit}): to {@code c}'s return site once an entered exit of {@code s}
 * reached it, to {@code c}'s handler once an entered raise did, and to the entry of every
 * shared subnet an entered call node of the subtree calls (up through the enclosing inlined
 * subnets while their call nodes are entered). At the end every stored vector is completed
 * with its caller's masks where entered, callers first ({@link #complete}), so
 * {@link #vector} and {@link #mask} are those of the plain fixpoint. Reachability is
 * unchanged: which edges let control through depends only on masks of locks the subnet
 * operates on, stored exactly. A growth of a lock around a loop then costs a few steps per
 * inlined subtree free of it instead of one visit per node of the subtree.
 *
 * <p><b>Hold-depth tests.</b> A {@code holds} command ({@link Command.HoldDepth}) changes no
 * depth and does not count as touching its lock; each of its cases receives only the depth it
 * tests (the {@code else} label the others, and "at least CAP"), which is exactly what the net
 * lets through. It names a lock, so its lock is numbered like the others.
 */
final class LockDepths {
  static final int CAP = 62;
  /** Operation kinds in {@link #memo} keys. */
  private static final int WITH = 1;
  private static final int LEAVE = 2;
  private static final int BYPASS = 3;
  private static final int RESTRICT = 4;
  private static final int PASSED = 5;
  private static final int JOIN = 6;
  private static final int RETURN = 7;
  private static final int RAISE = 8;
  private static final long CAP_BIT = 1L << CAP;
  private static final long ALL = (1L << (CAP + 1)) - 1;

  final List<String> locks;
  final int lockCount;
  /** Per node, its interned vector of masks, {@code null} while the node is unreached. */
  private final long[][] vectors;
  /** The interned vectors, each its own key. */
  private final Map<Vector, long[]> interned = new HashMap<>();
  private int internLimit = 4096;
  private long rebuilds;
  final boolean[] reached;
  /** The index of the lock node n's command operates on, or -1: computed once, read per visit. */
  private final int[] lockAt;
  /**
   * Per node, the kind of its command as far as {@link #solveInOrder} distinguishes them
   * ({@link #OTHER}, {@link #HOLD}, ...): read per visit instead of the command itself, whose
   * type tests loaded a command object per visit (a quarter of the race check's samples on a
   * graph of 800,000 nodes).
   */
  private final byte[] kindAt;
  private static final byte OTHER = 0;
  private static final byte HOLD = 1;
  private static final byte TRY = 2;
  private static final byte ACQUIRE = 3;
  private static final byte RELEASE = 4;
  private static final byte FORK = 5;
  private static final byte CALL = 6;
  /**
   * Per subnet, the locks (bit k of word k / 64) that a command of it or of a subnet it calls,
   * transitively, operates on; computed for shared subnets only (others return to one site).
   */
  private long[][] touched;
  /**
   * Per subnet, the locks it and the subnets it calls, transitively, operate on or test
   * ({@code holds}); for inlined subnets the locks its nodes store (the others are inherited
   * from the caller), null for roots and shared subnets, which store every lock.
   */
  private long[][] operated;
  /**
   * Per shared subnet, the locks it touches whose {@link ReturnDeltas} are not summarised: only
   * these leave its exit for a call site that returns by address (the others are the call
   * node's masks shifted, {@link #bypass}).
   */
  private long[][] flowing;
  /** Per shared subnet, the tag of {@code flowing[s]} (-1 for other subnets). */
  private int[] flowingTags;
  private ReturnDeltas deltas;

  /** The nodes {@link ReturnDeltas}' fixpoints polled, for tests of the work they do. */
  long returnDeltaVisits() {
    return deltas == null ? 0 : deltas.visits();
  }
  /** Keys {@code S << 32 | c}: shared subnet S is called recursively from subnet c. */
  private final java.util.Set<Long> recursiveCallers = new java.util.HashSet<>();
  /** Per inlined subnet, the locks its caller's subnet stores and it is free of (else null). */
  private long[][] inherited;
  /** Per inlined subnet: something left it for its call node's return site, its handler. */
  private boolean[] returned;
  private boolean[] raised;
  /** Per inlined subnet, the shared subnets some reached call node of its subtree calls. */
  private List<List<Integer>> sharedCalls;
  private final java.util.Set<Long> sharedCallSeen = new java.util.HashSet<>();
  private final ControlGraph graph;
  /** Results of the operations on interned vectors, by operand id and operation. */
  private final VectorMemo memo;
  /** Per subnet s, the tags of {@code inherited[s]} (at 2s) and {@code operated[s]} (2s+1). */
  private int[] setTags;
  /** Per shared subnet, the tag of {@code touched[s]} (-1 for other subnets). */
  private int[] touchedTags;
  /** Per call node, its handler node plus one once looked up (else 0). */
  private final int[] handlers;
  private long nextId;
  /** Nodes visited by the fixpoint (a node is visited again each time its masks grow). */
  long visits;
  /** Vectors the fixpoint computed lock by lock (operations not found in {@link #memo}). */
  long computed;

  private LockDepths(ControlGraph graph, List<String> locks) {
    this.graph = graph;
    this.locks = locks;
    this.lockCount = locks.size();
    this.vectors = new long[graph.nodeCount][];
    this.reached = new boolean[graph.nodeCount];
    this.lockAt = new int[graph.nodeCount];
    this.kindAt = new byte[graph.nodeCount];
    this.handlers = new int[graph.nodeCount];
    this.memo = new VectorMemo(lockCount + 4);
    for (int n = 0; n < graph.nodeCount; n++) {
      Command c = graph.command(n);
      String lock = c == null ? null : lockOf(c);
      lockAt[n] = lock == null ? -1 : lockIndex(lock);
      kindAt[n] = c instanceof Command.HoldDepth ? HOLD : c instanceof Command.TryAcquire ? TRY
          : c instanceof Command.Acquire ? ACQUIRE : c instanceof Command.Release ? RELEASE
          : c instanceof Command.Fork ? FORK : c instanceof Command.Call ? CALL : OTHER;
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
    boolean byAddress = byAddress(s, graph.subnetOf[next]);
    if (byAddress) {
      t = flowing[s];
    }
    int tag = byAddress ? flowingTags[s] : touchedTags[s];
    long op = op(out, LEAVE, 0);
    long[] r = memo.get(op, tag);
    if (r == null) {
      long[] masked = out.clone();
      for (int k = 0; k < lockCount; k++) {
        if ((t[k >>> 6] & (1L << k)) == 0) {
          masked[k] = 0L;
        }
      }
      masked[lockCount] = 0L; // the entered flag is never touched either
      r = remember(op, tag, rehash(masked));
    }
    return r;
  }

  /**
   * True if shared subnet {@code s} returns to the call sites in subnet {@code caller} by
   * address (they are not recursive, {@link ControlGraph#isRecursiveSite}): the net returns
   * there exactly to the call that entered it, so the depths of the summarised locks return
   * through the call node ({@link #bypass}).
   */
  private boolean byAddress(int s, int caller) {
    return recursiveCallerKeys.length == 0
        || Arrays.binarySearch(recursiveCallerKeys, ((long) s << 32) | caller) < 0;
  }

  /**
   * {@link #recursiveCallers}, sorted: {@link #byAddress} is asked on every edge leaving a
   * shared subnet and at every call of one, and a hash set of boxed keys was a quarter of the
   * race check's time on a large class path.
   */
  private long[] recursiveCallerKeys = new long[0];

  /**
   * Fills {@link #deltas}, {@link #flowing} and {@link #recursiveCallers}: which locks of each
   * shared subnet return through the call node (summarised, {@link ReturnDeltas}).
   */
  private void computeReturns(StageBudget budget) {
    deltas = ReturnDeltas.of(graph, touched, lockAt, lockCount, budget);
    flowing = new long[touched.length][];
    for (int s = 0; s < touched.length; s++) {
      if (touched[s] == null) {
        continue;
      }
      flowing[s] = touched[s].clone();
      for (int k = 0; k < lockCount; k++) {
        if ((touched[s][k >>> 6] & (1L << k)) != 0 && deltas.summarised(s, k)) {
          flowing[s][k >>> 6] &= ~(1L << k);
        }
      }
    }
    for (Map.Entry<Integer, List<Integer>> e : graph.returnSites.entrySet()) {
      for (int target : e.getValue()) {
        if (graph.isRecursiveSite(target - 1)) {
          recursiveCallers.add(((long) e.getKey() << 32) | graph.subnetOf[target - 1]);
        }
      }
    }
    recursiveCallerKeys = recursiveCallers.stream().mapToLong(Long::longValue).sorted()
        .toArray();
  }

  /**
   * For call node {@code node} into a shared subnet: its masks of the locks the callee never
   * touches go straight to the return site and the handler node.
   */
  private void bypass(int node, long[] out, RankedWorklist work) {
    int callee = graph.callee[node];
    int handler = handler(node);
    if (byAddress(callee, graph.subnetOf[node])) {
      long[] back = returned(out, callee, RETURN);
      long[] thrown = returned(out, callee, RAISE);
      flow(node + 1, back, work);
      flow(handler, thrown, work);
      return;
    }
    long op = op(out, BYPASS, 0);
    long[] kept = memo.get(op, touchedTags[callee]);
    if (kept == null) {
      long[] t = touched[callee];
      kept = new long[lockCount + 4];
      for (int k = 0; k < lockCount; k++) {
        if ((t[k >>> 6] & (1L << k)) == 0) {
          kept[k] = out[k];
        }
      }
      kept[lockCount] = out[lockCount];
      kept = remember(op, touchedTags[callee], rehash(kept));
    }
    if (merge(node + 1, kept)) {
      work.add(node + 1);
    }
    if (handler != node + 1 && merge(handler, kept)) {
      work.add(handler);
    }
  }

  /**
   * What a call node with vector {@code out} passes to its return site ({@code kind}
   * {@link #RETURN}) or handler ({@link #RAISE}) when shared subnet {@code callee} returns to
   * it by address: the masks of the locks the callee never touches, those of the summarised
   * locks shifted by the callee's changes ({@link ReturnDeltas}), nothing for the others (they
   * leave the callee's exit, {@link #leaving}), and the entered flag.
   */
  private long[] returned(long[] out, int callee, int kind) {
    long op = op(out, kind, 0);
    long[] r = memo.get(op, callee);
    if (r == null) {
      long[] t = touched[callee];
      r = new long[lockCount + 4];
      for (int k = 0; k < lockCount; k++) {
        if ((t[k >>> 6] & (1L << k)) == 0) {
          r[k] = out[k];
        } else if ((flowing[callee][k >>> 6] & (1L << k)) == 0) {
          r[k] = deltas.returned(callee, k, out[k], kind == RAISE);
        }
      }
      r[lockCount] = out[lockCount];
      r = remember(op, callee, rehash(r));
    }
    return r;
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
    closeOverCalls(own, callees);
    touched = new long[subnets][];
    for (int s = 0; s < subnets; s++) {
      if (graph.subnets.get(s).shared()) {
        touched[s] = own[s];
      }
    }
  }

  /**
   * Closes per-subnet lock masks over call edges: each subnet's mask gains its callees' (a
   * least fixpoint; call cycles converge because masks only grow). Subnets are visited from the
   * last, so callees created after their callers are usually final when read.
   */
  private static void closeOverCalls(long[][] own, List<List<Integer>> callees) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int s = own.length - 1; s >= 0; s--) {
        for (int callee : callees.get(s)) {
          for (int w = 0; w < own[s].length; w++) {
            long now = own[s][w] | own[callee][w];
            if (now != own[s][w]) {
              own[s][w] = now;
              changed = true;
            }
          }
        }
      }
    }
  }

  private void solve(StageBudget budget) {
    computeTouched();
    computeReturns(budget);
    computeOperated();
    tagSets();
    solveInOrder(budget);
    complete();
    interned.clear();
  }

  /**
   * Fills {@link #operated} and {@link #inherited}: the locks each subnet operates on or tests
   * directly, closed over call edges like {@link #computeTouched}.
   */
  private void computeOperated() {
    int subnets = graph.subnets.size();
    int words = Math.max(1, (lockCount + 63) >>> 6);
    long[][] own = new long[subnets][words];
    List<List<Integer>> callees = new ArrayList<>();
    for (int s = 0; s < subnets; s++) {
      callees.add(new ArrayList<>());
    }
    for (int n = 0; n < graph.nodeCount; n++) {
      int s = graph.subnetOf[n];
      int k = lockAt[n];
      if (k < 0 && graph.command(n) instanceof Command.HoldDepth h) {
        k = lockIndex(h.lock());
      }
      if (k >= 0) {
        own[s][k >>> 6] |= 1L << k;
      }
      if (graph.callee[n] >= 0) {
        callees.get(s).add(graph.callee[n]);
      }
    }
    closeOverCalls(own, callees);
    operated = new long[subnets][];
    inherited = new long[subnets][];
    returned = new boolean[subnets];
    raised = new boolean[subnets];
    sharedCalls = new ArrayList<>();
    for (int s = 0; s < subnets; s++) {
      sharedCalls.add(null);
      if (inlined(s)) {
        operated[s] = own[s];
      }
    }
    for (int s = 0; s < subnets; s++) {
      if (inlined(s)) {
        long[] parent = operated[graph.subnetOf[graph.callerNode[s]]];
        long[] free = new long[words];
        boolean any = false;
        for (int w = 0; w < words; w++) {
          long all = w < (lockCount >>> 6) ? -1L : (1L << (lockCount & 63)) - 1;
          free[w] = (parent == null ? all : parent[w]) & ~own[s][w];
          any |= free[w] != 0;
        }
        inherited[s] = any ? free : null;
      }
    }
  }

  /** True for a subnet with one call site (not a thread's root, not shared). */
  private boolean inlined(int s) {
    return graph.callerNode[s] >= 0 && !graph.subnets.get(s).shared();
  }

  /**
   * {@code v} with the masks of the locks outside {@code set} zeroed (the entered flag kept);
   * {@code v} if none.
   */
  private long[] restrict(long[] v, long[] set, long tag) {
    if (set == null) {
      return v;
    }
    long op = op(v, RESTRICT, 0);
    long[] memoized = memo.get(op, tag);
    if (memoized != null) {
      return memoized;
    }
    long[] r = null;
    for (int k = 0; k < lockCount; k++) {
      if (v[k] != 0 && (set[k >>> 6] & (1L << k)) == 0) {
        if (r == null) {
          r = v.clone();
        }
        r[k] = 0L;
      }
    }
    if (r == null) {
      memo.put(op, tag, v);
      return v;
    }
    return remember(op, tag, rehash(r));
  }

  /** The tag of {@code inherited[s]} as a {@link #restrict} argument. */
  private long inheritedSet(int s) {
    return setTags[2 * s];
  }

  /** The tag of {@code operated[s]} as a {@link #restrict} argument. */
  private long operatedSet(int s) {
    return setTags[2 * s + 1];
  }

  /**
   * Fills {@link #setTags} and {@link #touchedTags}: a number per set of locks, equal for equal
   * sets (the inlined copies of one procedure have equal sets, many shared subnets touch the
   * same locks, so their operations share {@link #memo} entries).
   */
  private void tagSets() {
    Map<LockSet, Integer> tags = new HashMap<>();
    setTags = new int[2 * graph.subnets.size()];
    touchedTags = new int[graph.subnets.size()];
    flowingTags = new int[graph.subnets.size()];
    for (int s = 0; s < graph.subnets.size(); s++) {
      for (int i = 0; i < 4; i++) {
        long[] set = i == 0 ? inherited[s] : i == 1 ? operated[s] : i == 2 ? touched[s]
            : flowing[s];
        int tag = set == null ? -1 : tags.computeIfAbsent(new LockSet(set), k -> tags.size());
        if (i < 2) {
          setTags[2 * s + i] = tag;
        } else if (i == 2) {
          touchedTags[s] = tag;
        } else {
          flowingTags[s] = tag;
        }
      }
    }
  }

  /** A set of locks as a hash key, by content. */
  private record LockSet(long[] words) {
    @Override
    public boolean equals(Object o) {
      return o instanceof LockSet other && Arrays.equals(words, other.words);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(words);
    }
  }

  /**
   * What call node {@code call}'s vector {@code v} passes to where inlined subnet {@code s}
   * leaves its subtree: its masks of the locks {@code s} is free of, and its entered flag.
   */
  private long[] passed(long[] v, int s) {
    if (inherited[s] != null) {
      return restrict(v, inherited[s], inheritedSet(s));
    }
    long op = op(v, PASSED, 0);
    long[] flag = memo.get(op, s);
    if (flag == null) {
      flag = new long[lockCount + 4];
      flag[lockCount] = v[lockCount];
      flag = remember(op, s, rehash(flag));
    }
    return flag;
  }

  /**
   * Call node {@code node} into inlined subnet {@code s}, with vector {@code out}: its masks of
   * the locks {@code s} is free of, and its entered flag, go to where {@code s}'s subtree left
   * for the caller with the flag set (see the class comment).
   */
  private void inherit(int node, int s, long[] out, RankedWorklist work) {
    long[] pass = passed(out, s);
    if (returned[s]) {
      flow(node + 1, pass, work);
    }
    if (raised[s]) {
      flow(handler(node), pass, work);
    }
    List<Integer> shared = sharedCalls.get(s);
    if (shared == null) {
      return;
    }
    int parent = graph.subnetOf[node];
    for (int i = 0; i < shared.size(); i++) {
      int target = shared.get(i);
      if (inherited[s] != null) {
        flow(graph.base[target], with(pass, lockCount, 0L), work);
      }
      if (out[lockCount] != 0) {
        registerShared(parent, target, work);
      }
    }
  }

  /** {@link ControlGraph#handlerNode}, looked up once per call node. */
  private int handler(int callNode) {
    int h = handlers[callNode];
    if (h == 0) {
      h = graph.handlerNode(callNode) + 1;
      handlers[callNode] = h;
    }
    return h - 1;
  }

  /** Merges and schedules. */
  private void flow(int next, long[] in, RankedWorklist work) {
    if (merge(next, in)) {
      work.add(next);
    }
  }

  /**
   * The edge {@code node -> next} carries {@code in}: merged into {@code next} (masked by
   * {@link #leaving}). An edge leaving an inlined subnet for its caller carries no entered
   * flag (it is relative to the subnet); if the source was entered, the caller's masks of the
   * locks the subnet is free of and the caller's flag follow (once; later growths of the call
   * node go by {@link #inherit}).
   */
  private void send(int node, int next, long[] in, RankedWorklist work) {
    int s = graph.subnetOf[node];
    if (operated[s] == null || graph.subnetOf[next] == s || graph.callee[node] >= 0) {
      flow(next, leaving(node, next, in), work);
      return;
    }
    flow(next, with(in, lockCount, 0L), work);
    int call = graph.callerNode[s];
    boolean toReturn = next == call + 1;
    if (in[lockCount] == 0 || (toReturn ? returned[s] : raised[s])) {
      return;
    }
    if (toReturn) {
      returned[s] = true;
    } else {
      raised[s] = true;
    }
    flow(next, passed(vectors[call], s), work);
  }

  /**
   * Call node {@code node} of subnet {@code s}, with vector {@code out}, calls shared subnet
   * {@code target}: if {@code s} is inlined and the node entered, {@code s}'s caller's masks of
   * the locks {@code s} is free of go to {@code target}'s entry ({@link #registerShared}).
   */
  private void callsShared(int node, int target, long[] out, RankedWorklist work) {
    int s = graph.subnetOf[node];
    if (operated[s] != null && out[lockCount] != 0) {
      registerShared(s, target, work);
    }
  }

  /**
   * An entered call node of inlined subnet {@code s}'s subtree calls shared subnet
   * {@code target}: {@code s}'s caller's masks of the locks {@code s} is free of go to
   * {@code target}'s entry, now and at each growth ({@link #inherit}); and so on up while the
   * caller's node is entered (if it is entered later, {@link #inherit} goes on up then).
   */
  private void registerShared(int s, int target, RankedWorklist work) {
    while (operated[s] != null && sharedCallSeen.add(((long) s << 32) | target)) {
      if (sharedCalls.get(s) == null) {
        sharedCalls.set(s, new ArrayList<>());
      }
      sharedCalls.get(s).add(target);
      int call = graph.callerNode[s];
      if (inherited[s] != null) {
        flow(graph.base[target],
            with(restrict(vectors[call], inherited[s], inheritedSet(s)), lockCount, 0L), work);
      }
      if (vectors[call][lockCount] == 0) {
        return;
      }
      s = graph.subnetOf[call];
    }
  }

  /**
   * Completes the stored vectors of inlined subnets, callers first (a callee's id is larger
   * than its caller's): a lock the subnet does not store has its caller's mask at an entered
   * node, none elsewhere. Drops the entered flag from every vector.
   */
  private void complete() {
    Map<long[], long[]> stripped = new java.util.IdentityHashMap<>();
    for (int s = 0; s < graph.subnets.size(); s++) {
      long[] own = operated[s];
      long[] caller = own == null ? null : vectors[graph.callerNode[s]];
      Map<long[], long[]> done = own == null ? stripped : new java.util.IdentityHashMap<>();
      for (int n = graph.base[s]; n <= graph.exitNode(s); n++) {
        long[] v = vectors[n];
        if (v == null) {
          continue;
        }
        vectors[n] = done.computeIfAbsent(v, x -> {
          long[] full = Arrays.copyOf(x, lockCount);
          if (own != null) {
            for (int k = 0; k < lockCount; k++) {
              if ((own[k >>> 6] & (1L << k)) == 0) {
                full[k] = x[lockCount] != 0 ? caller[k] : 0L;
              }
            }
          }
          return intern(full);
        });
      }
    }
  }

  private void solveInOrder(StageBudget budget) {
    // A node is on the worklist at most once; its masks only grow, so visiting it once after
    // several merges sees all of them.
    RankedWorklist work = new RankedWorklist(graph, touched);
    long[] init = new long[lockCount + 4];
    Arrays.fill(init, 0, lockCount, 1L);
    rehash(init);
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
      byte kind = kindAt[node];
      long[] out = vectors[node];
      int k = lockAt[node];
      if (kind == HOLD) {
        tested(node, (Command.HoldDepth) graph.command(node), out, work);
        continue;
      }
      if (kind == TRY) {
        // failure keeps the depths; success (the next node) is handled like an acquire
        int first = graph.successorStart[node];
        send(node, graph.successorNodes[first + 1], out, work);
        send(node, graph.successorNodes[first], with(out, k, up(out[k])), work);
        continue;
      }
      if (k >= 0) {
        long m = out[k];
        if (kind == ACQUIRE) {
          out = with(out, k, up(m));
        } else {
          // not held (bit 0): IllegalMonitorStateException, to the raise targets (UnheldRoutes)
          int first = graph.successorStart[node];
          int end = graph.successorStart[node + 1];
          if ((m & 1L) != 0 && end - first > 1) {
            long[] unheld = with(out, k, 1L);
            for (int e = first + 1; e < end; e++) {
              send(node, graph.successorNodes[e], unheld, work);
            }
          }
          long held = m & ~1L;
          if (held == 0) {
            continue;
          }
          send(node, graph.successorNodes[first],
              with(out, k, kind == RELEASE ? down(held) : held), work);
          continue;
        }
      }
      if (kind == FORK && merge(graph.base[graph.forked[node]], zero)) {
        work.add(graph.base[graph.forked[node]]);
      }
      if (kind == CALL) {
        int callee = graph.callee[node];
        if (touched[callee] != null) {
          bypass(node, out, work);
          callsShared(node, callee, out, work);
        } else if (operated[callee] != null) {
          inherit(node, callee, out, work);
          flow(graph.base[callee],
              with(restrict(out, operated[callee], operatedSet(callee)), lockCount, 1L), work);
          continue;
        }
      }
      for (int e = graph.successorStart[node]; e < graph.successorStart[node + 1]; e++) {
        int next = graph.successorNodes[e];
        send(node, next, out, work);
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
    int first = graph.successorStart[node];
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
      send(node, graph.successorNodes[first + i], with(out, k, only), work);
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
    long[] joined = join(old, in);
    if (joined == old) {
      return changed;
    }
    vectors[node] = joined;
    return true;
  }

  /** The interned union of two interned vectors: {@code old} itself if it includes {@code in}. */
  private long[] join(long[] old, long[] in) {
    long op = op(old, JOIN, 0);
    long[] memoized = memo.get(op, in[lockCount + 2]);
    if (memoized != null) {
      return memoized;
    }
    long[] union = null;
    for (int k = 0; k <= lockCount; k++) {
      if ((in[k] & ~old[k]) != 0) {
        if (union == null) {
          union = old.clone();
        }
        long now = union[k] | in[k];
        union[lockCount + 1] += mix(k, now) - mix(k, union[k]);
        union[k] = now;
      }
    }
    if (union == null) {
      memo.put(op, in[lockCount + 2], old);
      return old;
    }
    return remember(op, in[lockCount + 2], union);
  }

  /** {@code v} with lock {@code k}'s mask replaced by {@code m}: {@code v} itself if equal. */
  private long[] with(long[] v, int k, long m) {
    if (v[k] == m) {
      return v;
    }
    long op = op(v, WITH, k);
    long[] r = memo.get(op, m);
    if (r == null) {
      long[] w = v.clone();
      w[lockCount + 1] += mix(k, m) - mix(k, v[k]);
      w[k] = m;
      r = remember(op, m, w);
    }
    return r;
  }

  /**
   * The first half of the {@link #memo} key of operation {@code kind} with small argument
   * {@code arg} on interned vector {@code v}: its id (slot {@code lockCount + 2}), the kind and
   * the argument.
   */
  private static long op(long[] v, int kind, int arg) {
    return (v[v.length - 2] << 32) | ((long) kind << 28) | arg;
  }

  /** Interns a vector just computed, stores it as the result of the key and returns it. */
  private long[] remember(long op, long argument, long[] result) {
    computed++;
    long[] r = intern(result);
    memo.put(op, argument, r);
    return r;
  }

  /**
   * Sets the hash slot of a vector of the fixpoint (slot {@code lockCount + 1}): the sum over
   * its other slots of {@link #mix}, kept up to date by {@link #with} and {@link #merge} in
   * constant time per changed mask, so interning a changed vector does not hash it whole.
   */
  private long[] rehash(long[] v) {
    long h = 0;
    for (int k = 0; k <= lockCount; k++) {
      h += mix(k, v[k]);
    }
    v[lockCount + 1] = h;
    return v;
  }

  /** A hash of mask {@code m} in slot {@code k}; 0 for an empty mask. */
  private static long mix(int k, long m) {
    if (m == 0) {
      return 0L;
    }
    long x = (m ^ (k * 0x9E3779B97F4A7C15L)) * 0xBF58476D1CE4E5B9L;
    x ^= x >>> 31;
    return x * 0x94D049BB133111EBL;
  }

  /** The hash key of a vector: its hash slot during the fixpoint, its content after. */
  private Vector key(long[] v) {
    boolean fixpoint = v.length == lockCount + 4;
    int hash = fixpoint ? Long.hashCode(v[lockCount + 1]) : Arrays.hashCode(v);
    return new Vector(v, fixpoint ? lockCount + 2 : v.length, hash);
  }

  /**
   * The shared array equal to {@code v} ({@code v} itself the first time). The table keeps only
   * the vectors some node holds when it has grown to twice what that was (vectors replaced by
   * larger ones are dropped), so its size stays proportional to the distinct live vectors.
   */
  private long[] intern(long[] v) {
    if (interned.size() >= internLimit) {
      interned.clear();
      long epoch = ++rebuilds;
      for (long[] live : vectors) {
        // the mark slot of a fixpoint vector: each distinct one is hashed once per rebuild
        if (live != null && (live.length != lockCount + 4 || live[lockCount + 3] != epoch)) {
          if (live.length == lockCount + 4) {
            live[lockCount + 3] = epoch;
          }
          interned.putIfAbsent(key(live), live);
        }
      }
      internLimit = 2 * interned.size() + 4096;
    }
    return interned.computeIfAbsent(key(v), key -> {
      if (key.content < key.masks.length) {
        key.masks[key.content] = nextId++;
      }
      return key.masks;
    });
  }

  /**
   * An array of masks as a hash key, by its first {@code content} slots (during the fixpoint
   * the last slot is the vector's id, which is not content).
   */
  private record Vector(long[] masks, int content, int hash) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Vector other && hash == other.hash && content == other.content
          && masks.length == other.masks.length
          && Arrays.equals(masks, 0, content, other.masks, 0, content);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  static long up(long m) {
    long r = (m << 1) & ALL;
    return (m & CAP_BIT) != 0 ? r | CAP_BIT : r;
  }

  static long down(long m) {
    long r = m >>> 1;
    return (m & CAP_BIT) != 0 ? r | CAP_BIT : r;
  }
}
