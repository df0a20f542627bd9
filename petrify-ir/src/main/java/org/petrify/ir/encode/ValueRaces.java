package org.petrify.ir.encode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.StageBudget;

/**
 * Finds the rb variables that may be accessed by two threads at once without a common lock:
 * the variables whose {@code assign}/{@code switch} commands race. rb (and the net) read and
 * write variables atomically and in one global order (sequential consistency), which the Java
 * memory model guarantees only to data-race-free accesses; a frontend must not track a
 * non-volatile field whose variable races here.
 *
 * <p>Two accesses race when they are on different threads (or on one thread id that may have
 * several instances), at least one is an {@code assign}, no lock is held at both (a lock is
 * held at a point when every reentrant depth it may have there is at least 1, see
 * {@link LockDepths}), and neither is ordered before the other by the main thread's program
 * structure: an access of the main thread before its first {@code fork} happens before every
 * other thread's; one of the main thread after every path from its start passed a
 * {@code join t} of a single-instance thread {@code t} that main started before happens after
 * {@code t}'s. The accesses of a per-thread variable by different threads touch different
 * copies and never race. This is an over-approximation of a data race (it reports some that cannot
 * happen), never an under-approximation for the threads the program has.
 */
public final class ValueRaces {
  private final ControlGraph g;
  private final LockDepths depths;
  private Set<String> multi = Set.of();

  private record Access(int node, String thread, boolean write, long[] locks) {}

  private final StageBudget budget;

  private ValueRaces(Program program, StageBudget budget) {
    this.budget = budget;
    this.g = ControlGraph.of(program, EncodingOptions.defaults(), budget);
    this.depths = LockDepths.of(g, budget);
  }

  /** The variables of the program that some racing pair of accesses uses, sorted. */
  public static Set<String> racy(Program program) {
    return racy(program, StageBudget.none());
  }

  /** {@link #racy(Program)}, its graph and fixpoint under {@code budget}'s deadline. */
  public static Set<String> racy(Program program, StageBudget budget) {
    if (program.variables().isEmpty()) {
      return Set.of();
    }
    return new ValueRaces(program, budget).find();
  }

  private Set<String> find() {
    multi = MultiInstanceThreads.of(g, depths.reached, budget);
    boolean[] preFork = preFork();
    Map<String, List<Access>> byVariable = new TreeMap<>();
    // per shared vector of masks (LockDepths.vector), the locks it holds: computed once
    Map<long[], long[]> held = new IdentityHashMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if ((n & 4095) == 0) {
        budget.check();
      }
      Command c = g.command(n);
      String v = c instanceof Command.Assign a ? a.variable()
          : c instanceof Command.Switch s ? s.variable() : null;
      if (v == null || !depths.reached[n] || preFork[n]) {
        continue;
      }
      long[] locks = held.computeIfAbsent(depths.vector(n), ValueRaces::heldLocks);
      if (g.program.variable(v).perThread()) {
        v = ValueEmitter.valueKey(g.program.variable(v), g.subnet(n).thread());
      }
      byVariable.computeIfAbsent(v, x -> new ArrayList<>())
          .add(new Access(n, g.subnet(n).thread(), c instanceof Command.Assign, locks));
    }
    Map<String, boolean[]> afterJoin = new HashMap<>();
    Set<String> racy = new TreeSet<>();
    long pairs = 0;
    // A per-thread variable's accesses are grouped by thread (its key), so they race only
    // between instances of one thread id; the race is reported under the variable's name.
    for (Map.Entry<String, List<Access>> e : byVariable.entrySet()) {
      List<Access> as = e.getValue();
      search:
      for (int i = 0; i < as.size(); i++) {
        for (int j = i; j < as.size(); j++) {
          if ((++pairs & 4095) == 0) {
            budget.check();
          }
          Access a = as.get(i);
          Access b = as.get(j);
          if (races(a, b, afterJoin)) {
            racy.add(g.command(a.node()) instanceof Command.Assign assign ? assign.variable()
                : ((Command.Switch) g.command(a.node())).variable());
            break search;
          }
        }
      }
    }
    return racy;
  }

  /** The locks (bit k of word k / 64) held at every depth a vector of masks allows. */
  private static long[] heldLocks(long[] masks) {
    long[] locks = new long[(masks.length + 63) / 64];
    for (int k = 0; k < masks.length; k++) {
      long m = masks[k];
      if (m != 0 && (m & 1L) == 0) {
        locks[k / 64] |= 1L << (k % 64);
      }
    }
    return locks;
  }

  private boolean races(Access a, Access b, Map<String, boolean[]> afterJoin) {
    if (!a.write() && !b.write()) {
      return false;
    }
    if (a.thread().equals(b.thread()) && !multi.contains(a.thread())) {
      return false;
    }
    for (int w = 0; w < a.locks().length; w++) {
      if ((a.locks()[w] & b.locks()[w]) != 0) {
        return false;
      }
    }
    return !orderedByJoin(a, b, afterJoin) && !orderedByJoin(b, a, afterJoin);
  }

  /** True if {@code first} is on a single-instance thread that main joins before {@code then}. */
  private boolean orderedByJoin(Access first, Access then, Map<String, boolean[]> afterJoin) {
    if (!then.thread().equals(Program.MAIN_THREAD) || multi.contains(first.thread())
        || multi.contains(Program.MAIN_THREAD)) {
      return false;
    }
    boolean[] after = afterJoin.computeIfAbsent(first.thread(), this::afterJoinOf);
    return after[then.node()];
  }

  /**
   * Main-thread nodes that no path from main's start reaches without a {@code join t} that
   * follows main's fork of {@code t}: a join of a thread not yet started returns at once (in
   * Java and in the model, {@link org.petrify.ir.rb.CountedJoins}), so it orders nothing; none
   * if another thread forks {@code t}.
   */
  private boolean[] afterJoinOf(String t) {
    budget.check();
    boolean[] after = new boolean[g.nodeCount];
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && g.forked[n] >= 0 && g.subnets.get(g.forked[n]).thread().equals(t)
          && !g.subnet(n).thread().equals(Program.MAIN_THREAD)) {
        return after;
      }
    }
    boolean[] unstarted = reachedAvoiding(t, null);
    boolean[] reached = reachedAvoiding(t, unstarted);
    for (int n = 0; n < g.nodeCount; n++) {
      after[n] = !reached[n] && g.subnet(n).thread().equals(Program.MAIN_THREAD);
    }
    return after;
  }

  /**
   * The nodes reachable from main's start without passing a fork of {@code t} (when {@code
   * unstarted} is null), or else without passing a {@code join t} outside {@code unstarted}:
   * a timed join passes by its timeout (to its timeout label, or on when it has none).
   */
  private boolean[] reachedAvoiding(String t, boolean[] unstarted) {
    boolean[] reached = new boolean[g.nodeCount];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    reached[g.base[0]] = true;
    work.add(g.base[0]);
    while (!work.isEmpty()) {
      int n = work.poll();
      Command.Join join = unstarted != null && g.command(n) instanceof Command.Join j
          && j.thread().equals(t) && !unstarted[n] && (!j.timed() || j.timeout() != null)
          ? j : null;
      boolean stop = unstarted == null
          ? g.forked[n] >= 0 && g.subnets.get(g.forked[n]).thread().equals(t)
          : join != null;
      if (join != null && join.timed()) {
        int s = g.nodeOf(n, join.timeout());
        if (!reached[s]) {
          reached[s] = true;
          work.add(s);
        }
      }
      if (stop) {
        continue;
      }
      for (int e = g.successorStart[n]; e < g.successorStart[n + 1]; e++) {
        int s = g.successorNodes[e];
        if (!reached[s]) {
          reached[s] = true;
          work.add(s);
        }
      }
    }
    return reached;
  }

  /** Main-thread nodes that run before any fork of the main thread (not reachable after one). */
  private boolean[] preFork() {
    boolean[] pre = new boolean[g.nodeCount];
    if (multi.contains(Program.MAIN_THREAD)) {
      return pre;
    }
    boolean[] post = new boolean[g.nodeCount];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if (g.forked[n] >= 0 && g.subnet(n).thread().equals(Program.MAIN_THREAD)) {
        for (int e = g.successorStart[n]; e < g.successorStart[n + 1]; e++) {
          int s = g.successorNodes[e];
          if (!post[s]) {
            post[s] = true;
            work.add(s);
          }
        }
      }
    }
    while (!work.isEmpty()) {
      int n = work.poll();
      for (int e = g.successorStart[n]; e < g.successorStart[n + 1]; e++) {
        int s = g.successorNodes[e];
        if (!post[s]) {
          post[s] = true;
          work.add(s);
        }
      }
    }
    for (int n = 0; n < g.nodeCount; n++) {
      pre[n] = !post[n] && g.subnet(n).thread().equals(Program.MAIN_THREAD);
    }
    return pre;
  }
}
