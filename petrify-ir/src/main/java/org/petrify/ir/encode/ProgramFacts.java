package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.CountedJoins;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.StageBudget;

/**
 * What the encoder must know about a program's threads and locks before it lays out places,
 * computed once from the {@link ControlGraph} and the {@link LockDepths} over the reachable
 * nodes, together with the caveats these analyses raise (in the order raised).
 *
 * @param threads every thread id that is forked or joined, and the main thread
 * @param multiInstance the threads that may have several instances ({@link MultiInstanceThreads})
 * @param countedJoins the threads some join names ({@link CountedJoins}): their finished place
 *     counts unjoined instances (see {@link #of})
 * @param dynamicLocks per thread, the locks whose reentrant depth is not static at some point
 *     of it where a command operates on them or tests their depth ({@code holds}): their depth
 *     is tracked by held-depth places; a hash map, iterated in its own order
 * @param triedLocks the locks some reachable {@code trylock} tests: they get a taken place
 * @param waitSites every reachable wait or await with each depth its lock may have there
 *     (at least 1), by node then depth; for a lock whose depth is tracked ({@code
 *     dynamicLocks}) only the depths up to the reentrancy bound: the acquire that would go
 *     beyond blocks, so no thread waits there, and {@link LockEmitter#await} emits nothing
 *     for those depths (their waiting places were never marked and their "not waiting"
 *     places always were: on netty-4.2, 62 depths per wait gave 30,510 of its 168,888
 *     places, 1,482 with the bound)
 * @param caveats what the analyses found imprecise or unsound
 * @param notHeldLocks per single-instance thread, the dynamic locks it may release, wait on,
 *     notify or test ({@code holds}) unheld: they get a complement of their held places
 *     ({@link UnheldRoutes})
 */
record ProgramFacts(Set<String> threads, Set<String> multiInstance, Set<String> countedJoins,
    Map<String, Set<String>> dynamicLocks, Set<String> triedLocks, List<WaitSite> waitSites,
    List<Caveat> caveats, Map<String, Set<String>> notHeldLocks,
    Map<String, Integer> liveBounds) {

  /** Started-and-unjoined instances a counted-join thread may have (see {@link #of}). */
  static final int LIVE_BOUND = Command.Join.MAX_UNJOINED;

  /** A wait or await at {@code node} on {@code lock} at depth {@code depth}, on wait set {@code set}. */
  record WaitSite(int node, int depth, String thread, String lock, String set) {}

  /** The bound of {@code live.t + nlive.t} for a counted-join thread ({@link CountedJoins#liveBound}). */
  int liveBound(String thread) {
    return liveBounds.getOrDefault(thread, LIVE_BOUND);
  }

  boolean several(String thread) {
    return multiInstance.contains(thread);
  }

  boolean counted(String thread) {
    return countedJoins.contains(thread);
  }

  boolean isDynamic(String thread, String lock) {
    return dynamicLocks.getOrDefault(thread, Set.of()).contains(lock);
  }

  /** True if {@code thread} has a {@code nheld} place for {@code lock} ({@link UnheldRoutes}). */
  boolean tracksNotHeld(String thread, String lock) {
    return notHeldLocks.getOrDefault(thread, Set.of()).contains(lock);
  }

  /**
   * Analyses the reachable part of {@code g}.
   *
   * <p>Counted joins ({@link CountedJoins}, the rule the rb interpreter shares): every joined
   * thread gets counting joins: each finished instance satisfies one join, so the helpers of a
   * loop or recursion are joined one by one, and the net stays bounded when each is joined.
   * The price: joining one Java thread object of a thread with several instances twice needs a
   * second finished instance in the model (caveat {@code summary-thread-join}).
   *
   * <p>A counted join never waits for an instance that was not started: the places
   * {@code live.t}/{@code nlive.t} ({@link #LIVE_BOUND} tokens together) count the started
   * instances no join has used yet (each fork of {@code t} moves a token from {@code nlive.t}
   * to {@code live.t}, each counted join back; the main thread's first instance starts on
   * {@code live.t}), and a join may also return at once while {@code live.t} is empty.
   * Soundness: {@code live.t} is the number of started instances of {@code t} minus the
   * completed counted joins, and every completed counted join consumed one finished
   * instance, so {@code live.t = 0} means every started instance of {@code t} has finished;
   * then Java's {@code join} of any object {@code t} stands for returns at once (a thread that
   * has ended, or one never started), so the extra return adds only Java behaviour. A fork
   * beyond the bound stops the forking thread in the overflow place {@code ovf.live.t} (a
   * limit, like a limit counter's: the check is inconclusive if it is reachable).
   *
   * <p>Tried locks: a {@code trylock} fails while its lock is taken; the net cannot test that
   * the free place is empty, so each tried lock gets a complement place, marked exactly while
   * free is not. A thread may fail a tryLock of a lock it holds itself (rb semantics, see
   * {@link Command.TryAcquire}); where the depths say that can happen, it is reported.
   */
  static ProgramFacts of(ControlGraph g, LockDepths depths, int reentrancyBound,
      StageBudget budget) {
    Analysis a = new Analysis(g, depths);
    Set<String> threads = a.threads();
    Set<String> multi = MultiInstanceThreads.of(g, depths.reached, budget);
    Set<String> counted = CountedJoins.of(g.program);
    a.summaryJoins(multi);
    Map<String, Set<String>> dynamic = a.lockModes(multi);
    Set<String> tried = a.triedLocks();
    List<WaitSite> waits = a.waitSites(dynamic, reentrancyBound);
    Map<String, Integer> bounds = new HashMap<>();
    for (String t : counted) {
      bounds.put(t, CountedJoins.liveBound(g.program, t));
    }
    return new ProgramFacts(threads, multi, counted, dynamic, tried, waits,
        List.copyOf(a.caveats), UnheldRoutes.complements(g, depths, dynamic, multi), bounds);
  }

  /** The reachable nodes of {@code g}: the analyses, each one pass over them. */
  private static final class Analysis {
    private final ControlGraph g;
    private final LockDepths depths;
    private final List<Caveat> caveats = new ArrayList<>();

    Analysis(ControlGraph g, LockDepths depths) {
      this.g = g;
      this.depths = depths;
    }

    Set<String> threads() {
      Set<String> threads = new TreeSet<>();
      threads.add(Program.MAIN_THREAD);
      for (int n = 0; n < g.nodeCount; n++) {
        if (depths.reached[n] && g.forked[n] >= 0) {
          threads.add(g.subnets.get(g.forked[n]).thread());
        }
        if (depths.reached[n] && g.command(n) instanceof Command.Join j
            && !j.thread().equals(Command.Join.SELF)) {
          threads.add(j.thread());
        }
      }
      return threads;
    }

    /** Reports the reachable joins of threads that may have several instances, once each. */
    void summaryJoins(Set<String> multi) {
      Set<String> reported = new TreeSet<>();
      for (int n = 0; n < g.nodeCount; n++) {
        if (depths.reached[n] && g.command(n) instanceof Command.Join j
            && !j.thread().equals(Command.Join.SELF)
            && multi.contains(j.thread()) && reported.add(j.thread())) {
          caveats.add(new Caveat("summary-thread-join", j.origin(),
              "thread " + j.thread() + " may have several instances: each join waits for one"
                  + " more finished instance, so joining the same thread object twice blocks in"
                  + " the model (a spurious deadlock, and what follows that join is not explored)",
              Caveat.Effect.IMPRECISE));
        }
      }
    }

    Map<String, Set<String>> lockModes(Set<String> multi) {
      Map<String, Set<String>> dynamic = new HashMap<>();
      for (int n = 0; n < g.nodeCount; n++) {
        Command c = g.command(n);
        String lock = c == null ? null : c instanceof Command.HoldDepth h ? h.lock()
            : LockDepths.lockOf(c);
        if (!depths.reached[n] || lock == null) {
          continue;
        }
        long m = depths.mask(n, depths.lockIndex(lock));
        if (Long.bitCount(m) != 1 || (m >>> LockDepths.CAP) != 0) {
          dynamic.computeIfAbsent(g.subnet(n).thread(), k -> new TreeSet<>()).add(lock);
        }
      }
      for (Map.Entry<String, Set<String>> e : dynamic.entrySet()) {
        if (multi.contains(e.getKey())) {
          for (String lock : e.getValue()) {
            caveats.add(new Caveat("summary-thread-reentrancy", Origin.NONE,
                "thread " + e.getKey() + " may have several instances and the reentrant depth"
                    + " of " + lock + " is not known statically: its instances share one depth"
                    + " counter, so one instance may re-enter a lock another instance holds",
                Caveat.Effect.UNSOUND));
          }
        }
      }
      return dynamic;
    }

    Set<String> triedLocks() {
      Set<String> tried = new TreeSet<>();
      for (int n = 0; n < g.nodeCount; n++) {
        if (depths.reached[n] && g.command(n) instanceof Command.TryAcquire t) {
          tried.add(t.lock());
          if ((depths.mask(n, depths.lockIndex(t.lock())) & ~1L) != 0) {
            caveats.add(new Caveat("trylock-reentrant", t.origin(),
                "tryLock of " + t.lock() + " by thread " + g.subnet(n).thread() + ", which may"
                    + " already hold it: the model lets it fail although Java's succeeds",
                Caveat.Effect.IMPRECISE));
          }
        }
      }
      return tried;
    }

    List<WaitSite> waitSites(Map<String, Set<String>> dynamic, int reentrancyBound) {
      List<WaitSite> sites = new ArrayList<>();
      for (int n = 0; n < g.nodeCount; n++) {
        Command c = g.command(n);
        if (!depths.reached[n] || !(c instanceof Command.Wait || c instanceof Command.Await)) {
          continue;
        }
        String lock = Command.lockOf(c);
        String t = g.subnet(n).thread();
        boolean tracked = dynamic.getOrDefault(t, Set.of()).contains(lock);
        for (int d : depths.depthsAt(n, lock, 1)) {
          if (tracked && d > reentrancyBound) {
            continue;
          }
          sites.add(new WaitSite(n, d, t, lock, Command.waitSetOf(c)));
        }
      }
      return sites;
    }
  }
}
