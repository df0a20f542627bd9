package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;

/**
 * Terminal operations of streams that may be parallel ({@code parallelStream()},
 * {@code parallel()}, {@code StreamSupport.stream}), and the bulk operations of {@code
 * ConcurrentHashMap} with a parallelism threshold ({@code CallerRunsFunctions.isParallelBulk},
 * which fork {@code ForkJoinTask}s to the common pool the same way). Java splits the elements among the calling
 * thread and common-pool workers; the caller runs its share, then waits until every part is
 * done. The model: the caller forks {@link #WORKERS} worker threads of the call site
 * ({@code commonPool:<method>#<statement>/worker<k>}, one procedure), runs the functions
 * itself zero or more times ({@link CallbackChoice}), then joins each worker; each worker runs
 * them zero or more times too. A worker that runs nothing stands for
 * a split that gave the caller every element (a small stream, a busy pool), so the sequential
 * behaviours stay in the model; a function that takes a lock the caller holds deadlocks in the
 * model exactly when a worker runs it, as on the JVM.
 *
 * <p>Soundness of the bound: how many workers Java uses depends on the machine. The model's
 * {@link #WORKERS} are enough when the functions (and all they call) block only by taking
 * locks, and take at most {@link #WORKERS} distinct locks: a worker's run takes part in a
 * deadlock only by holding a lock the functions took while it waits for another, so a cycle
 * of waits through worker runs passes through at most as many of them as there are distinct
 * locks the functions take (the other runs are mere waiters, and one run per waiting worker
 * suffices, its earlier runs being the loop's). Anything else that blocks in the functions
 * ({@code wait}, {@code await}, {@code join}, a latch or barrier, a queue; also a thread start),
 * or more distinct locks, leaves an UNSOUND {@code parallel-stream} caveat ({@link #judge}).
 * The workers are rb threads of the call site; a site in a method that may run more than once
 * could have its workers joined by another caller's join, so it gets the caveat too.
 */
final class ParallelStreams {
  /** The common-pool workers modelled per terminal operation, beside the caller. */
  static final int WORKERS = 2;

  private final TranslationContext tc;
  /** The call sites, by the name of their worker procedure. */
  private final Map<String, Site> sites = new LinkedHashMap<>();

  /** A terminal operation: its worker procedure, the functions it runs, where it is. */
  private record Site(String procedure, List<String> callbacks, Origin origin,
      Integer exitMark) {}

  ParallelStreams(TranslationContext tc) {
    this.tc = tc;
  }

  /**
   * The commands of a parallel terminal operation at statement {@code call.index()} running
   * {@code callbacks} (rb procedure names, not empty); {@code exitMark}: if not null, the
   * caller's and the workers' loops leave through the bounded-loop mark of that statement
   * ({@link FiniteIterations}: the source is finite, so the parts are).
   */
  List<Command> commands(LibraryModel.Call call, List<String> callbacks, Integer exitMark) {
    String id = "commonPool:" + tc.procedureName(call.mi()) + "#" + call.index();
    String procedure = "thread:" + id;
    sites.putIfAbsent(procedure, new Site(procedure, List.copyOf(callbacks), call.origin(),
        exitMark));
    if (tc.pts().mayRunMoreThanOnce(call.mi())) {
      tc.caveat("parallel-stream", call.origin(), "the parallel stream's workers are one rb"
          + " thread for the call site, and its method may run more than once (perhaps in"
          + " two threads at a time): a join may take another run's worker",
          Caveat.Effect.UNSOUND);
    }
    List<Command> cs = new ArrayList<>();
    for (int k = 1; k <= WORKERS; k++) {
      cs.add(new Command.Fork(call.label().get(), procedure, id + "/worker" + k,
          call.origin()));
    }
    cs.addAll(CallbackChoice.commands(callbacks, call.origin(), call.label(), true, exitMark));
    for (int k = 1; k <= WORKERS; k++) {
      cs.add(new Command.Join(call.label().get(), id + "/worker" + k, call.origin()));
    }
    return cs;
  }

  /** The worker procedures: each runs its site's functions zero or more times. */
  List<Procedure> procedures() {
    List<Procedure> out = new ArrayList<>();
    for (Site s : sites.values()) {
      int[] n = {0};
      out.add(new Procedure(s.procedure(),
          CallbackChoice.commands(s.callbacks(), s.origin(), () -> "w" + n[0]++, true,
              s.exitMark())));
    }
    return out;
  }

  /**
   * Reports an UNSOUND {@code parallel-stream} caveat at each site whose functions may do
   * something for which {@link #WORKERS} workers may not be enough (see the class comment),
   * looking at every procedure {@code all} reaches from them.
   */
  void judge(List<Procedure> all) {
    Map<String, Procedure> byName = new HashMap<>();
    all.forEach(p -> byName.put(p.name(), p));
    for (Site s : sites.values()) {
      Set<String> locks = new TreeSet<>();
      String other = null;
      Set<String> seen = new HashSet<>();
      Deque<String> pending = new ArrayDeque<>(s.callbacks());
      while (!pending.isEmpty() && other == null) {
        String name = pending.pop();
        Procedure p = byName.get(name);
        if (!seen.add(name) || p == null) {
          continue;
        }
        for (Command c : p.body()) {
          if (c instanceof Command.Call call) {
            pending.push(call.procedure());
          } else if (c instanceof Command.Acquire a) {
            locks.add(a.lock());
          } else if (c instanceof Command.TryAcquire a) {
            locks.add(a.lock());
          } else if (!neverBlocks(c)) {
            other = c.label() + " in " + name;
            break;
          }
        }
      }
      if (other != null || locks.size() > WORKERS) {
        tc.caveat("parallel-stream", s.origin(), "the parallel stream's functions "
            + (other != null ? "may block other than on a lock (" + other + ")"
            : "take " + locks.size() + " distinct locks")
            + "; the model runs them in the caller and " + WORKERS + " common-pool workers,"
            + " Java in as many workers as the pool has", Caveat.Effect.UNSOUND);
      }
    }
  }

  /** True for the commands that neither block nor start a thread (a list: new kinds block). */
  private static boolean neverBlocks(Command c) {
    return c instanceof Command.Skip || c instanceof Command.Read
        || c instanceof Command.Write || c instanceof Command.Goto
        || c instanceof Command.Jump
        || c instanceof Command.Release || c instanceof Command.Notify
        || c instanceof Command.NotifyAll || c instanceof Command.Signal
        || c instanceof Command.Unpark || c instanceof Command.TryDown
        || c instanceof Command.TryUp || c instanceof Command.Assign
        || c instanceof Command.Switch || c instanceof Command.Raise;
  }
}
