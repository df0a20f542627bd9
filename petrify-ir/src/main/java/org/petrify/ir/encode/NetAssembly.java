package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;
import org.petrify.ir.stage.StageBudget;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * Builds the net of one program from its {@link ControlGraph} and {@link LockDepths}: collects
 * places and transitions by name in sorted maps (so ids follow name order and the net text is
 * stable), then freezes them into a {@link PetriNet} and its {@link NetOrigins}.
 */
final class NetAssembly {
  private final ControlGraph g;
  private final LockDepths depths;
  private final EncodingOptions options;
  private final StageBudget budget;
  private final TreeMap<String, PlaceSpec> places = new TreeMap<>();
  private final TreeMap<String, TransitionSpec> transitions = new TreeMap<>();
  private final Map<String, Caveat> caveats = new LinkedHashMap<>();
  private final TreeSet<String> threads = new TreeSet<>();
  private final Set<String> multiInstance = new TreeSet<>();
  /** Started-and-unjoined instances a counted-join thread may have (see findCountedJoins). */
  static final int LIVE_BOUND = Command.Join.MAX_UNJOINED;

  /** Multi-instance threads that are joined: their finished place counts unjoined instances. */
  private final Set<String> countedJoins = new TreeSet<>();
  /** Per thread, the locks whose depth is tracked by held-depth places. */
  private final Map<String, Set<String>> dynamicLocks = new HashMap<>();
  private final Map<String, List<Waiter>> waiters = new HashMap<>();
  /** Locks some reachable {@code trylock} tests: they get a taken place (complement of free). */
  private final Set<String> tried = new TreeSet<>();
  private final Map<String, org.petrify.ir.rb.Counter> counters = new TreeMap<>();
  private InterruptFlags interrupts;
  private final String[] subnetNames;
  private final NetNames names = new NetNames();

  private record PlaceSpec(int initial, NodeInfo info, List<HeldLock> staticHeld) {}

  /** A place where a thread waits for a notification on a lock, and its companions. */
  private record Waiter(String thread, String waiting, String woken, String notWaiting,
      String id) {}

  private static final class TransitionSpec {
    final NodeInfo info;
    final TreeMap<String, Integer> pre = new TreeMap<>();
    final TreeMap<String, Integer> post = new TreeMap<>();

    TransitionSpec(NodeInfo info) {
      this.info = info;
    }

    TransitionSpec in(String place) {
      return in(place, 1);
    }

    TransitionSpec out(String place) {
      return out(place, 1);
    }

    TransitionSpec read(String place) {
      return in(place).out(place);
    }

    /** Consumes {@code weight} tokens (none if {@code weight <= 0}). */
    TransitionSpec in(String place, int weight) {
      if (weight > 0) {
        pre.merge(place, weight, Integer::sum);
      }
      return this;
    }

    /** Produces {@code weight} tokens (none if {@code weight <= 0}). */
    TransitionSpec out(String place, int weight) {
      if (weight > 0) {
        post.merge(place, weight, Integer::sum);
      }
      return this;
    }

    /** Tests for at least {@code weight} tokens without changing them. */
    TransitionSpec read(String place, int weight) {
      return in(place, weight).out(place, weight);
    }
  }

  NetAssembly(ControlGraph g, LockDepths depths, EncodingOptions options,
      StageBudget budget) {
    this.budget = budget;
    this.g = g;
    this.depths = depths;
    this.options = options;
    this.subnetNames = new String[g.subnets.size()];
    for (int s = 0; s < subnetNames.length; s++) {
      subnetNames[s] = names.safe(g.subnets.get(s).name());
    }
  }

  EncodedProgram assemble(Program program) {
    findThreads();
    findMultiInstance();
    findCountedJoins();
    findLockModes();
    findTriedLocks();
    addMonitorAndLockPlaces();
    addCounterPlaces(program);
    addPermitPlaces();
    interrupts = InterruptFlags.of(g, depths.reached);
    for (String t : interrupts.flagged()) {
      place(InterruptFlags.flag(t), 0,
          new NodeInfo(NodeKind.INTERRUPTED, t, null, null, null, null, 0));
      place(InterruptFlags.noFlag(t), 1,
          new NodeInfo(NodeKind.NOT_INTERRUPTED, t, null, null, null, null, 0));
    }
    addValuePlaces(program);
    findWaiters();
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && resolve(n) == n) {
        location(n);
        emit(n);
        if ((n & 63) == 0) {
          budget.netSize(places.size(), transitions.size());
          budget.check();
        }
      }
    }
    budget.netSize(places.size(), transitions.size());
    budget.check();
    return freeze(program);
  }

  // ---------------------------------------------------------------- analysis of threads and locks

  private void findThreads() {
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
  }

  /**
   * A thread may have several instances alive or finished if it is forked at more than one
   * reachable fork node, at a node on a control cycle, or by a thread that may itself have
   * several instances; the main thread if it is forked at all.
   */
  private void findMultiInstance() {
    Map<String, List<Integer>> forkNodes = new TreeMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && g.forked[n] >= 0) {
        forkNodes.computeIfAbsent(g.subnets.get(g.forked[n]).thread(), k -> new ArrayList<>())
            .add(n);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<String, List<Integer>> e : forkNodes.entrySet()) {
        String thread = e.getKey();
        if (multiInstance.contains(thread)) {
          continue;
        }
        List<Integer> nodes = e.getValue();
        int site = nodes.get(0);
        boolean multi = thread.equals(Program.MAIN_THREAD) || nodes.size() > 1
            || multiInstance.contains(g.subnet(site).thread()) || onCycle(site);
        if (multi) {
          multiInstance.add(thread);
          changed = true;
        }
      }
    }
  }

  /**
   * A joined thread with several instances gets counting joins: each finished instance
   * satisfies one join, so the helpers of a loop or recursion are joined one by one, and the
   * net stays bounded when each is joined. The price: joining one Java thread object twice
   * needs a second finished instance in the model.
   *
   * <p>A counted join never waits for an instance that was not started: the places
   * {@code live.t}/{@code nlive.t} ({@link #LIVE_BOUND} tokens together) count the started
   * instances no join has used yet (each fork of {@code t} moves a token from {@code nlive.t}
   * to {@code live.t}, each counted join back), and a join may also return at once while
   * {@code live.t} is empty. Soundness: {@code live.t} is the number of forks of {@code t} minus
   * the completed counted joins, and every completed counted join consumed one finished
   * instance, so {@code live.t = 0} means every started instance of {@code t} has finished;
   * then Java's {@code join} of any object {@code t} stands for returns at once (a thread that
   * has ended, or one never started), so the extra return adds only Java behaviour. It removes
   * the spurious deadlock of a join loop that the model runs more often than the loop that
   * started the threads (two loops over one count are not correlated in the rb program), and of
   * {@code close()}/{@code awaitTermination} of a pool that was given no task. The old
   * transitions all remain (the fork and join only also move a {@code live} token, always
   * available to them), so no run of the old net is lost, except a fork beyond the bound:
   * there the forking thread stops in the overflow place {@code ovf.live.t} (a limit, like a
   * limit counter's: the check is inconclusive if it is reachable).
   */
  private void findCountedJoins() {
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && g.command(n) instanceof Command.Join j
          && !j.thread().equals(Command.Join.SELF)
          && multiInstance.contains(j.thread()) && countedJoins.add(j.thread())) {
        caveat("summary-thread-join", j.origin(),
            "thread " + j.thread() + " may have several instances: each join waits for one"
                + " more finished instance, so joining the same thread object twice blocks in"
                + " the model (a spurious deadlock, and what follows that join is not explored)",
            Caveat.Effect.IMPRECISE);
      }
    }
  }

  private boolean onCycle(int node) {
    boolean[] seen = new boolean[g.nodeCount];
    ArrayList<Integer> stack = new ArrayList<>(g.successors(node));
    while (!stack.isEmpty()) {
      int n = stack.remove(stack.size() - 1);
      if (n == node) {
        return true;
      }
      if (!seen[n]) {
        seen[n] = true;
        stack.addAll(g.successors(n));
      }
    }
    return false;
  }

  private void findLockModes() {
    for (int n = 0; n < g.nodeCount; n++) {
      Command c = g.command(n);
      String lock = c == null ? null : LockDepths.lockOf(c);
      if (!depths.reached[n] || lock == null) {
        continue;
      }
      long m = depths.mask(n, depths.lockIndex(lock));
      if (Long.bitCount(m) != 1 || (m >>> LockDepths.CAP) != 0) {
        dynamicLocks.computeIfAbsent(g.subnet(n).thread(), k -> new TreeSet<>()).add(lock);
      }
    }
    for (Map.Entry<String, Set<String>> e : dynamicLocks.entrySet()) {
      if (multiInstance.contains(e.getKey())) {
        for (String lock : e.getValue()) {
          caveat("summary-thread-reentrancy", Origin.NONE,
              "thread " + e.getKey() + " may have several instances and the reentrant depth of "
                  + lock + " is not known statically: its instances share one depth counter, so"
                  + " one instance may re-enter a lock another instance holds",
              Caveat.Effect.UNSOUND);
        }
      }
    }
  }

  /**
   * A {@code trylock} fails while its lock is taken; the net cannot test that the free place is
   * empty, so each tried lock gets a complement place, marked exactly while free is not. A
   * thread may fail a tryLock of a lock it holds itself (rb semantics, see {@link
   * Command.TryAcquire}); where the depths say that can happen, it is reported.
   */
  private void findTriedLocks() {
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && g.command(n) instanceof Command.TryAcquire t) {
        tried.add(t.lock());
        if ((depths.mask(n, depths.lockIndex(t.lock())) & ~1L) != 0) {
          caveat("trylock-reentrant", t.origin(),
              "tryLock of " + t.lock() + " by thread " + g.subnet(n).thread() + ", which may"
                  + " already hold it: the model lets it fail although Java's succeeds",
              Caveat.Effect.IMPRECISE);
        }
      }
    }
  }

  private boolean isDynamic(String thread, String lock) {
    return dynamicLocks.getOrDefault(thread, Set.of()).contains(lock);
  }

  // ---------------------------------------------------------------- places

  private void addMonitorAndLockPlaces() {
    for (String t : threads) {
      boolean main = t.equals(Program.MAIN_THREAD);
      place(running(t), main ? 1 : 0, new NodeInfo(NodeKind.RUNNING, t, null, null, null, null, 0));
      place(finished(t), 0, new NodeInfo(NodeKind.FINISHED, t, null, null, null, null, 0));
      if (multiInstance.contains(t) && !countedJoins.contains(t)) {
        place(notFinished(t), 1,
            new NodeInfo(NodeKind.NOT_FINISHED, t, null, null, null, null, 0));
      }
      if (countedJoins.contains(t)) {
        place(live(t), 0, new NodeInfo(NodeKind.LIVE, t, null, null, null, liveName(t), 0));
        place(notLive(t), LIVE_BOUND,
            new NodeInfo(NodeKind.NOT_LIVE, t, null, null, null, liveName(t), 0));
        place(liveOverflow(t), 0,
            new NodeInfo(NodeKind.COUNTER_OVERFLOW, t, null, null, null, liveName(t), 0));
      }
    }
    for (String lock : depths.locks) {
      place(free(lock), 1, new NodeInfo(NodeKind.LOCK_FREE, null, null, null, null, lock, 0));
      if (tried.contains(lock)) {
        place(taken(lock), 0,
            new NodeInfo(NodeKind.LOCK_TAKEN, null, null, null, null, lock, 0));
      }
    }
    for (Map.Entry<String, Set<String>> e : dynamicLocks.entrySet()) {
      for (String lock : e.getValue()) {
        for (int d = 1; d <= options.reentrancyBound(); d++) {
          place(held(e.getKey(), lock, d), 0,
              new NodeInfo(NodeKind.LOCK_HELD, e.getKey(), null, null, null, lock, d));
        }
      }
    }
  }

  /**
   * Each counter of the program gets a value place ({@code cnt.c}, initially its initial value)
   * and a room place ({@code room.c}, capacity minus value), so that every test "value &lt; n"
   * or "value + n &gt; capacity" is a read arc and the pair always holds capacity tokens;
   * a limit counter that some reachable {@code up}/{@code tryup} may overflow also gets an
   * overflow place ({@code ovf.c}).
   *
   * <p>A per-thread counter gets these places once per thread that uses it (names from
   * {@link #counterKey}); instances of one thread id share them (UNSOUND for the Java count
   * they stand for: {@code shared-thread-counter}).
   */
  private void addCounterPlaces(Program program) {
    Set<String> overflowing = new TreeSet<>();
    Map<String, Set<String>> users = new TreeMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      Command c = g.command(n);
      if (!depths.reached[n] || c == null || Command.counterOf(c) == null) {
        continue;
      }
      String key = counterKey(program.counter(Command.counterOf(c)), g.subnet(n).thread());
      users.computeIfAbsent(Command.counterOf(c), k -> new TreeSet<>())
          .add(g.subnet(n).thread());
      if (c instanceof Command.Up || c instanceof Command.TryUp) {
        overflowing.add(key);
      }
    }
    for (org.petrify.ir.rb.Counter c : program.counters()) {
      counters.put(c.name(), c);
      List<String> threadsOf = new ArrayList<>();
      if (c.perThread()) {
        threadsOf.addAll(users.getOrDefault(c.name(), Set.of()));
      } else {
        threadsOf.add(null);
      }
      for (String t : threadsOf) {
        String key = counterKey(c, t);
        place(counterPlace(key), c.initial(),
            new NodeInfo(NodeKind.COUNTER, t, null, null, null, c.name(), 0));
        place(roomPlace(key), c.capacity() - c.initial(),
            new NodeInfo(NodeKind.COUNTER_ROOM, t, null, null, null, c.name(), 0));
        if (c.limit() && overflowing.contains(key)) {
          place(overflowPlace(key), 0,
              new NodeInfo(NodeKind.COUNTER_OVERFLOW, t, null, null, null, c.name(), 0));
        }
        if (t != null && multiInstance.contains(t)) {
          caveat("shared-thread-counter", Origin.NONE, "thread " + t + " may have several"
              + " instances; they share one value of the per-thread counter " + c.name()
              + " (e.g. one instance's read holds count for another)", Caveat.Effect.UNSOUND);
        }
      }
    }
  }

  /**
   * The name of a counter's value for a thread: the counter's own name, or for a per-thread
   * counter {@code <counter>@@<thread>} (the rb interpreter's key too).
   */
  private static String counterKey(org.petrify.ir.rb.Counter c, String thread) {
    return c.perThread() ? c.name() + "@@" + thread : c.name();
  }

  /** One place per value of every variable; the initial value's place is marked. */
  private void addValuePlaces(Program program) {
    for (org.petrify.ir.rb.Variable v : program.variables()) {
      for (String value : v.values()) {
        place(value(v.name(), value), value.equals(v.initial()) ? 1 : 0,
            new NodeInfo(NodeKind.VALUE, null, null, null, null, null, 0, v.name(), value));
      }
    }
  }

  /**
   * Each thread that parks or is unparked gets a permit place and its complement (one permit
   * per thread id: instances of a multi-instance thread share it, reported as IMPRECISE).
   */
  private void addPermitPlaces() {
    Set<String> withPermit = new TreeSet<>();
    for (int n = 0; n < g.nodeCount; n++) {
      Command c = g.command(n);
      if (!depths.reached[n]) {
        continue;
      }
      if (c instanceof Command.Park) {
        withPermit.add(g.subnet(n).thread());
      } else if (c instanceof Command.Unpark u) {
        withPermit.add(unparked(n, u));
      }
    }
    for (String t : withPermit) {
      place(permit(t), 0, new NodeInfo(NodeKind.PERMIT, t, null, null, null, null, 0));
      place(noPermit(t), 1, new NodeInfo(NodeKind.NO_PERMIT, t, null, null, null, null, 0));
      if (multiInstance.contains(t)) {
        caveat("shared-permit", Origin.NONE, "thread " + t + " may have several instances;"
            + " they share one park permit, so an unpark of one may let another return from"
            + " park", Caveat.Effect.IMPRECISE);
      }
    }
  }

  private String unparked(int n, Command.Unpark u) {
    return u.thread().equals(Command.Join.SELF) ? g.subnet(n).thread() : u.thread();
  }

  private void place(String name, int initial, NodeInfo info) {
    place(name, initial, info, List.of());
  }

  private void place(String name, int initial, NodeInfo info, List<HeldLock> held) {
    PlaceSpec old = places.get(name);
    if (old == null) {
      places.put(name, new PlaceSpec(initial, info, held));
    } else if (!old.info().equals(info)) {
      throw new IllegalStateException("encoder: two places named " + name + " (" + old.info()
          + " and " + info + "); rename the rb names that differ only in separators");
    }
  }

  private void location(int n) {
    Subnet sub = g.subnet(n);
    Command c = g.command(n);
    List<HeldLock> held = new ArrayList<>();
    for (int k = 0; k < depths.lockCount; k++) {
      long m = depths.mask(n, k);
      String lock = depths.locks.get(k);
      if (!isDynamic(sub.thread(), lock) && Long.bitCount(m) == 1 && (m & 1L) == 0
          && (m >>> LockDepths.CAP) == 0) {
        held.add(new HeldLock(lock, Long.numberOfTrailingZeros(m)));
      }
    }
    boolean entry = n == g.base[0];
    place(at(n), entry ? 1 : 0,
        new NodeInfo(NodeKind.LOCATION, sub.thread(), sub, g.label(n), c, lockOrNull(c), 0),
        List.copyOf(held));
  }

  /** The lock, or else the counter, a command operates on; {@code null} if none. */
  private static String lockOrNull(Command c) {
    if (c == null) {
      return null;
    }
    String lock = LockDepths.lockOf(c);
    return lock != null ? lock : Command.counterOf(c);
  }

  private void findWaiters() {
    for (int n = 0; n < g.nodeCount; n++) {
      Command c = g.command(n);
      if (!depths.reached[n] || !(c instanceof Command.Wait || c instanceof Command.Await)) {
        continue;
      }
      String lock = Command.lockOf(c);
      Subnet sub = g.subnet(n);
      String t = sub.thread();
      for (int d : depthsOf(n, lock, 1)) {
        String suffix = isDynamic(t, lock) ? ".d" + d : "";
        String id = base(n) + suffix;
        String notWaiting = multiInstance.contains(t) ? null : "nwait." + id;
        Waiter waiter = new Waiter(t, "wait." + id, "woken." + id, notWaiting, id);
        place(waiter.waiting(), 0,
            new NodeInfo(NodeKind.WAITING, t, sub, c.label(), c, lock, d));
        place(waiter.woken(), 0, new NodeInfo(NodeKind.WOKEN, t, sub, c.label(), c, lock, d));
        if (notWaiting != null) {
          place(notWaiting, 1,
              new NodeInfo(NodeKind.NOT_WAITING, t, sub, c.label(), c, lock, d));
        }
        waiters.computeIfAbsent(Command.waitSetOf(c), k -> new ArrayList<>()).add(waiter);
      }
    }
  }

  // ---------------------------------------------------------------- transitions

  private void emit(int n) {
    Command c = g.command(n);
    if (c == null) {
      emitExit(n);
      return;
    }
    String t = g.subnet(n).thread();
    String next = at(n + 1);
    if (c instanceof Command.Skip || c instanceof Command.Read || c instanceof Command.Write) {
      command(base(n), n, 0).in(at(n)).out(next);
    } else if (c instanceof Command.Goto go) {
      command(base(n), n, 0).in(at(n)).out(at(g.nodeOf(n, go.target())));
    } else if (c instanceof Command.Jump jump) {
      for (String target : new TreeSet<>(jump.targets())) {
        command(base(n) + "." + names.safe(target), n, 0)
            .in(at(n)).out(at(g.nodeOf(n, target)));
      }
    } else if (c instanceof Command.Call) {
      TransitionSpec call = command(base(n), n, 0).in(at(n)).out(at(g.base[g.callee[n]]));
      if (returnsByAddress(n)) {
        place(returnAddress(n), 0, new NodeInfo(NodeKind.RETURN_ADDRESS, t,
            g.subnets.get(g.callee[n]), g.label(n), c, null, 0));
        call.out(returnAddress(n));
      }
    } else if (c instanceof Command.Raise) {
      emitRaise(n);
    } else if (c instanceof Command.Fork) {
      int root = g.forked[n];
      String forked = g.subnets.get(root).thread();
      TransitionSpec fork = command(base(n), n, 0).in(at(n)).out(next).out(at(g.base[root]))
          .out(running(forked));
      if (countedJoins.contains(forked)) {
        fork.in(notLive(forked)).out(live(forked));
        transition(base(n) + ".overflow", new NodeInfo(NodeKind.OVERFLOW, t, g.subnet(n),
            g.label(n), c, liveName(forked), 0))
            .in(at(n)).read(live(forked), LIVE_BOUND).out(liveOverflow(forked));
      }
    } else if (c instanceof Command.Join j && j.thread().equals(Command.Join.SELF)) {
      // a thread joining itself never returns: no transition but a timeout
      if (j.timed()) {
        transition(base(n) + ".timeout", info(NodeKind.TIMEOUT, n, 0)).in(at(n)).out(next);
      }
    } else if (c instanceof Command.Join j) {
      if (j.timed()) {
        transition(base(n) + ".timeout", info(NodeKind.TIMEOUT, n, 0)).in(at(n)).out(next);
      }
      TransitionSpec join = command(base(n), n, 0).in(at(n)).out(next).in(finished(j.thread()));
      if (!countedJoins.contains(j.thread())) {
        join.out(finished(j.thread()));
      } else {
        join.in(live(j.thread())).out(notLive(j.thread()));
        command(base(n) + ".none", n, 0).in(at(n)).out(next)
            .read(notLive(j.thread()), LIVE_BOUND);
      }
    } else if (c instanceof Command.Acquire a) {
      emitAcquire(n, t, a.lock(), next);
    } else if (c instanceof Command.TryAcquire ta) {
      emitAcquire(n, t, ta.lock(), next);
      transition(base(n) + ".fail", info(NodeKind.TRYLOCK_FAILED, n, 0))
          .in(at(n)).out(at(g.nodeOf(n, ta.failure()))).read(taken(ta.lock()));
    } else if (c instanceof Command.Release r) {
      emitRelease(n, t, r.lock(), next);
    } else if (c instanceof Command.Wait w) {
      emitWait(n, t, w.lock(), false, next);
    } else if (c instanceof Command.Await a) {
      emitWait(n, t, a.lock(), a.timed(), next);
    } else if (c instanceof Command.Notify no) {
      emitNotify(n, t, no.lock(), no.lock(), next, false);
    } else if (c instanceof Command.NotifyAll na) {
      emitNotify(n, t, na.lock(), na.lock(), next, true);
    } else if (c instanceof Command.Signal sg) {
      emitNotify(n, t, sg.lock(), sg.condition(), next, sg.all());
    } else if (Command.counterOf(c) != null) {
      emitCounter(n, c, next);
    } else if (c instanceof Command.Park pk) {
      command(base(n), n, 0).in(at(n)).out(next).in(permit(t)).out(noPermit(t));
      if (pk.timed()) {
        transition(base(n) + ".timeout", info(NodeKind.TIMEOUT, n, 0)).in(at(n)).out(next);
      }
    } else if (c instanceof Command.Unpark u) {
      String target = unparked(n, u);
      command(base(n), n, 0).in(at(n)).out(next).in(noPermit(target)).out(permit(target));
      command(base(n) + ".again", n, 0).in(at(n)).out(next).read(permit(target));
    } else if (c instanceof Command.Interrupt
        || c instanceof Command.Interruptible || c instanceof Command.ClearInterrupt) {
      interrupts.emit(n, c, next, at(n), this::arcs, label -> at(g.nodeOf(n, label)));
    } else if (c instanceof Command.Assign a) {
      emitAssign(n, a, next);
    } else if (c instanceof Command.Switch sw) {
      emitSwitch(n, sw);
    } else {
      throw new IllegalStateException("unknown command " + c);
    }
  }

  /**
   * A counter command. With value place V, room place R (V + R = capacity C): down n moves n
   * tokens from V to R, up n from R to V; a trydown fails exactly when V &lt; n, i.e. R &ge;
   * C - n + 1, a tryup exactly when R &lt; n, i.e. V &ge; C - n + 1 (read arcs); until &ge; n
   * reads n from V, until &le; n reads C - n from R. A limit counter's up or tryup that does not
   * fit moves the thread to the counter's overflow place.
   */
  private void emitCounter(int n, Command c, String next) {
    org.petrify.ir.rb.Counter counter = counters.get(Command.counterOf(c));
    String key = counterKey(counter, g.subnet(n).thread());
    String v = counterPlace(key);
    String r = roomPlace(key);
    int cap = counter.capacity();
    if (c instanceof Command.Down d) {
      counterCommand(base(n), n).in(at(n)).out(next).in(v, d.amount()).out(r, d.amount());
    } else if (c instanceof Command.TryDown d) {
      counterCommand(base(n), n).in(at(n)).out(next).in(v, d.amount()).out(r, d.amount());
      transition(base(n) + ".fail", counterInfo(NodeKind.TRY_FAILED, n))
          .in(at(n)).out(at(g.nodeOf(n, d.failure()))).read(r, cap - d.amount() + 1);
    } else if (c instanceof Command.Up u) {
      counterCommand(base(n), n).in(at(n)).out(next).in(r, u.amount()).out(v, u.amount());
      if (counter.limit()) {
        overflow(n, counter, key, u.amount());
      }
    } else if (c instanceof Command.TryUp u) {
      counterCommand(base(n), n).in(at(n)).out(next).in(r, u.amount()).out(v, u.amount());
      if (counter.limit()) {
        overflow(n, counter, key, u.amount());
      } else {
        transition(base(n) + ".fail", counterInfo(NodeKind.TRY_FAILED, n))
            .in(at(n)).out(at(g.nodeOf(n, u.failure()))).read(v, cap - u.amount() + 1);
      }
    } else if (c instanceof Command.Until u) {
      if (u.timed()) {
        transition(base(n) + ".timeout", counterInfo(NodeKind.TIMEOUT, n)).in(at(n)).out(next);
      }
      TransitionSpec tr = counterCommand(base(n), n).in(at(n)).out(next);
      if (u.atLeast()) {
        tr.read(v, u.amount());
      } else {
        tr.read(r, cap - u.amount());
      }
    }
  }

  private void overflow(int n, org.petrify.ir.rb.Counter counter, String key, int amount) {
    transition(base(n) + ".overflow", counterInfo(NodeKind.OVERFLOW, n)).in(at(n))
        .read(counterPlace(key), counter.capacity() - amount + 1)
        .out(overflowPlace(key));
  }

  private TransitionSpec counterCommand(String name, int n) {
    return transition(name, counterInfo(NodeKind.COMMAND, n));
  }

  private NodeInfo counterInfo(NodeKind kind, int n) {
    Command c = g.command(n);
    Subnet sub = g.subnet(n);
    return new NodeInfo(kind, sub.thread(), sub, g.label(n), c, Command.counterOf(c), 0);
  }

  /**
   * The exit of a subnet. A root's exit finishes the thread; a shared subnet {@code S} returns
   * to its call sites: to a non-recursive site {@code k} (see {@link
   * ControlGraph#isRecursiveSite}) only by consuming the return address {@code ret.S.k} that the
   * call at {@code k} marked, to a recursive site without condition (the paper's
   * nondeterministic return).
   *
   * <p>Over-approximation: in a Java run, a call at a non-recursive site {@code k} of {@code S}
   * is never made while an activation of {@code S} is pending on that thread instance (else
   * {@code k}'s subnet would be reachable from {@code S}), and between that call and its return
   * every return from {@code S} belongs to a nested, hence recursive, call. So when the run
   * returns from {@code S} to {@code k} the address that call marked is still there: every
   * Java run is a firing sequence of the net, also for threads with several instances, whose
   * addresses are anonymous tokens (the count on {@code ret.S.k} is then at least the number of
   * instances in a call made at {@code k}).
   *
   * <p>Boundedness: for each shared {@code S}, let {@code R} be the subnets reachable from it.
   * The tokens on the addresses of the non-recursive sites of the shared subnets in {@code R}
   * whose call site lies outside {@code R} never exceed the thread's control tokens inside
   * {@code R}: control enters {@code R} from outside only by such a call (an inlined subnet in
   * {@code R} has its one caller in {@code R}) and leaves it only by such a return, each moving
   * one address token with it. In particular the addresses of {@code S} hold at most one token
   * per thread instance, and a single-instance thread returns from {@code S} exactly to the
   * site that called it unless {@code S} has recursive sites; only then, or for several
   * instances sharing the addresses, is the IMPRECISE {@code shared-call-context} caveat due.
   */
  private void emitExit(int n) {
    int s = g.subnetOf[n];
    Subnet sub = g.subnets.get(s);
    String t = sub.thread();
    if (sub.isRoot()) {
      NodeInfo info = new NodeInfo(NodeKind.THREAD_EXIT, t, sub, g.label(n), null, null, 0);
      if (multiInstance.contains(t) && !countedJoins.contains(t)) {
        transition(subnetNames[s] + ".exit", info)
            .in(at(n)).in(running(t)).in(notFinished(t)).out(finished(t));
        transition(subnetNames[s] + ".exit.again", info)
            .in(at(n)).in(running(t)).read(finished(t));
      } else {
        transition(subnetNames[s] + ".exit", info).in(at(n)).in(running(t)).out(finished(t));
      }
      return;
    }
    List<Integer> targets = g.returnTargets(s);
    if (!sub.shared()) {
      throw new IllegalStateException("inlined exits have no place: " + sub);
    }
    int recursive = 0;
    int addressed = 0;
    for (int target : targets) {
      int site = target - 1;
      NodeInfo info = new NodeInfo(NodeKind.RETURN, t, sub, g.label(n), g.command(site),
          null, 0);
      if (g.isRecursiveSite(site)) {
        recursive++;
      } else if (!depths.reached[site]) {
        continue; // the call never fires, nor can this return
      } else {
        addressed++;
      }
      TransitionSpec ret = transition(subnetNames[s] + ".exit.to." + base(site), info)
          .in(at(n)).out(at(target));
      if (returnsByAddress(site)) {
        ret.in(returnAddress(site));
      }
    }
    Command firstCall = targets.isEmpty() ? null : g.command(targets.get(0) - 1);
    if (recursive > 0 && targets.size() > 1) {
      caveat("shared-call-context", firstCall.origin(),
          "calls of " + sub.procedure() + " on thread " + t + " share one subnet (recursion or"
              + " call depth above " + options.callDepth() + "); " + recursive + " of its "
              + targets.size() + " call sites are recursive, and a return may go to any of"
              + " those instead of to the call that entered it",
          Caveat.Effect.IMPRECISE);
    } else if (addressed > 1 && multiInstance.contains(t)) {
      caveat("shared-call-context", firstCall.origin(),
          "calls of " + sub.procedure() + " on thread " + t + " share one subnet (call depth"
              + " above " + options.callDepth() + ") and the thread may have several instances:"
              + " they share its return addresses, so one instance may return to any of the "
              + addressed + " call sites another instance called it from",
          Caveat.Effect.IMPRECISE);
    }
  }

  /**
   * A {@code raise}: the exceptional exit of its subnet. In a root it finishes the thread like
   * the exit; in an inlined subnet it goes to the handler node of the one call site; in a shared
   * subnet to the handler node of each call site, taking that site's return address exactly as
   * {@link #emitExit} does (the same argument: the address a non-recursive call marked is still
   * there when its callee leaves, by either exit).
   */
  private void emitRaise(int n) {
    int s = g.subnetOf[n];
    Subnet sub = g.subnets.get(s);
    String t = sub.thread();
    String name = base(n);
    if (sub.isRoot()) {
      NodeInfo info = new NodeInfo(NodeKind.THREAD_EXIT, t, sub, g.label(n), g.command(n),
          null, 0);
      if (multiInstance.contains(t) && !countedJoins.contains(t)) {
        transition(name, info).in(at(n)).in(running(t)).in(notFinished(t)).out(finished(t));
        transition(name + ".again", info).in(at(n)).in(running(t)).read(finished(t));
      } else {
        transition(name, info).in(at(n)).in(running(t)).out(finished(t));
      }
      return;
    }
    if (!sub.shared()) {
      command(name, n, 0).in(at(n)).out(at(g.handlerNode(g.callerNode[s])));
      return;
    }
    for (int target : g.returnTargets(s)) {
      int site = target - 1;
      if (!g.isRecursiveSite(site) && !depths.reached[site]) {
        continue;
      }
      NodeInfo info = new NodeInfo(NodeKind.RETURN, t, sub, g.label(n), g.command(site),
          null, 0);
      TransitionSpec ret = transition(name + ".to." + base(site), info)
          .in(at(n)).out(at(g.handlerNode(site)));
      if (returnsByAddress(site)) {
        ret.in(returnAddress(site));
      }
    }
  }

  /** True if the call node enters a shared subnet from a non-recursive site. */
  private boolean returnsByAddress(int callNode) {
    return g.subnets.get(g.callee[callNode]).shared() && !g.isRecursiveSite(callNode);
  }

  private void emitAcquire(int n, String t, String lock, String next) {
    if (!isDynamic(t, lock)) {
      int d = staticDepth(n, lock);
      TransitionSpec tr = command(base(n), n, d).in(at(n)).out(next);
      if (d == 0) {
        take(tr, lock);
      }
      return;
    }
    int bound = options.reentrancyBound();
    for (int d : depthsOf(n, lock, 0)) {
      if (d >= bound) {
        caveat("reentrancy-bound", g.command(n).origin(),
            "thread " + t + " may acquire " + lock + " reentrantly beyond depth " + bound
                + "; such acquires block in the net (raise the bound with --reentrancy-bound N or"
                + " Analysis.reentrancyBound(N), at most " + (LockDepths.CAP - 1) + ")",
            Caveat.Effect.UNSOUND);
        continue;
      }
      TransitionSpec tr = command(base(n) + ".d" + d, n, d).in(at(n)).out(next)
          .out(held(t, lock, d + 1));
      if (d == 0) {
        take(tr, lock);
      } else {
        tr.in(held(t, lock, d));
      }
    }
  }

  private void emitRelease(int n, String t, String lock, String next) {
    if (!isDynamic(t, lock)) {
      int d = staticDepth(n, lock);
      if (d >= 1) {
        TransitionSpec tr = command(base(n), n, d).in(at(n)).out(next);
        if (d == 1) {
          give(tr, lock);
        }
      }
      return;
    }
    for (int d : depthsOf(n, lock, 1)) {
      if (d <= options.reentrancyBound()) {
        TransitionSpec tr = command(base(n) + ".d" + d, n, d).in(at(n)).out(next)
            .in(held(t, lock, d));
        if (d == 1) {
          give(tr, lock);
        } else {
          tr.out(held(t, lock, d - 1));
        }
      }
    }
  }

  /**
   * A wait (or await) releases the lock and marks its waiting place; a notification moves the
   * token to the woken place, from which the thread re-acquires the lock. A timed await may also
   * move there by itself (the timeout).
   */
  private void emitWait(int n, String t, String lock, boolean timed, String next) {
    boolean dynamic = isDynamic(t, lock);
    for (int d : depthsOf(n, lock, 1)) {
      if (dynamic && d > options.reentrancyBound()) {
        continue;
      }
      String suffix = dynamic ? ".d" + d : "";
      String id = base(n) + suffix;
      TransitionSpec release = command(base(n) + ".wait" + suffix, n, d)
          .in(at(n)).out("wait." + id);
      give(release, lock);
      TransitionSpec wake = transition(base(n) + ".wake" + suffix,
          info(NodeKind.WAKE_UP, n, d)).in("woken." + id).out(next);
      take(wake, lock);
      if (dynamic) {
        release.in(held(t, lock, d));
        wake.out(held(t, lock, d));
      }
      if (!multiInstance.contains(t)) {
        release.in("nwait." + id);
      }
      if (timed) {
        TransitionSpec timeout = transition(base(n) + ".timeout" + suffix,
            info(NodeKind.TIMEOUT, n, d)).in("wait." + id).out("woken." + id);
        if (!multiInstance.contains(t)) {
          timeout.out("nwait." + id);
        }
      }
    }
  }

  /** A notify, notifyAll or signal of the wait set {@code set}, holding {@code lock}. */
  private void emitNotify(int n, String t, String lock, String set, String next, boolean all) {
    boolean dynamic = isDynamic(t, lock);
    List<Waiter> relevant = new ArrayList<>();
    for (Waiter w : waiters.getOrDefault(set, List.of())) {
      if (!w.thread().equals(t) || multiInstance.contains(t)) {
        relevant.add(w);
      }
    }
    boolean lossy = relevant.stream().anyMatch(w -> w.notWaiting() == null);
    if (lossy) {
      caveat("lossy-notify", g.command(n).origin(),
          "waiters on " + set + " include a thread with several instances: the net cannot"
              + " test that none waits, so a notification may be lost although one does",
          Caveat.Effect.IMPRECISE);
    }
    String mode = "nall." + base(n);
    if (all && !relevant.isEmpty()) {
      place(mode, 0, new NodeInfo(NodeKind.NOTIFYING_ALL, t, g.subnet(n), g.label(n),
          g.command(n), lock, 0));
    }
    for (int d : depthsOf(n, lock, 1)) {
      if (dynamic && d > options.reentrancyBound()) {
        continue;
      }
      String suffix = dynamic ? ".d" + d : "";
      String v = base(n) + suffix;
      if (all && !relevant.isEmpty()) {
        TransitionSpec enter = command(v, n, d).in(at(n)).out(mode);
        holds(enter, dynamic, t, lock, d);
        continue;
      }
      if (!all) {
        for (Waiter w : relevant) {
          TransitionSpec wake = command(v + ".wake." + w.id(), n, d).in(at(n)).out(next)
              .in(w.waiting()).out(w.woken());
          if (w.notWaiting() != null) {
            wake.out(w.notWaiting());
          }
          holds(wake, dynamic, t, lock, d);
        }
      }
      TransitionSpec none = command(v + (relevant.isEmpty() ? "" : ".none"), n, d)
          .in(at(n)).out(next);
      holds(none, dynamic, t, lock, d);
      if (!lossy) {
        relevant.forEach(w -> none.read(w.notWaiting()));
      }
    }
    if (all && !relevant.isEmpty()) {
      for (Waiter w : relevant) {
        TransitionSpec wake = command(base(n) + ".all." + w.id(), n, 0).read(mode)
            .in(w.waiting()).out(w.woken());
        if (w.notWaiting() != null) {
          wake.out(w.notWaiting());
        }
      }
      TransitionSpec done = command(base(n) + ".done", n, 0).in(mode).out(next);
      if (!lossy) {
        relevant.forEach(w -> done.read(w.notWaiting()));
      }
    }
  }

  /** One transition per value the variable may have before: it moves the token to the new value. */
  private void emitAssign(int n, Command.Assign a, String next) {
    for (String before : g.program.variable(a.variable()).values()) {
      transition(base(n) + "." + names.safe(before), valueInfo(n, a.variable(), before))
          .in(at(n)).out(next).in(value(a.variable(), before)).out(value(a.variable(), a.value()));
    }
  }

  /** One transition per value: it tests the value's place and goes to that value's target. */
  private void emitSwitch(int n, Command.Switch sw) {
    for (int i = 0; i < sw.values().size(); i++) {
      String v = sw.values().get(i);
      transition(base(n) + "." + names.safe(v), valueInfo(n, sw.variable(), v))
          .in(at(n)).out(at(g.nodeOf(n, sw.targets().get(i)))).read(value(sw.variable(), v));
    }
  }

  private NodeInfo valueInfo(int n, String variable, String before) {
    Command c = g.command(n);
    Subnet sub = g.subnet(n);
    return new NodeInfo(NodeKind.COMMAND, sub.thread(), sub, g.label(n), c, null, 0, variable,
        before);
  }

  /** The transition takes the free lock (and marks it taken if a trylock tests it). */
  private void take(TransitionSpec tr, String lock) {
    tr.in(free(lock));
    if (tried.contains(lock)) {
      tr.out(taken(lock));
    }
  }

  /** The transition frees the lock. */
  private void give(TransitionSpec tr, String lock) {
    tr.out(free(lock));
    if (tried.contains(lock)) {
      tr.in(taken(lock));
    }
  }

  private void holds(TransitionSpec tr, boolean dynamic, String t, String lock, int d) {
    if (dynamic) {
      tr.read(held(t, lock, d));
    }
  }

  /** The depths of the lock possible at the node, at least {@code min}, ascending. */
  private List<Integer> depthsOf(int n, String lock, int min) {
    long m = depths.mask(n, depths.lockIndex(lock));
    List<Integer> result = new ArrayList<>();
    for (int d = min; d <= LockDepths.CAP; d++) {
      if ((m & (1L << d)) != 0) {
        result.add(d);
      }
    }
    return result;
  }

  private int staticDepth(int n, String lock) {
    return Long.numberOfTrailingZeros(depths.mask(n, depths.lockIndex(lock)));
  }

  /** A command transition of node n named by its base and a suffix, for {@link InterruptFlags}. */
  private InterruptFlags.Arcs arcs(String suffix, int n) {
    TransitionSpec spec = command(base(n) + suffix, n, 0);
    return new InterruptFlags.Arcs() {
      @Override
      public InterruptFlags.Arcs in(String place) {
        spec.in(place);
        return this;
      }

      @Override
      public InterruptFlags.Arcs out(String place) {
        spec.out(place);
        return this;
      }

      @Override
      public InterruptFlags.Arcs read(String place) {
        spec.read(place);
        return this;
      }
    };
  }

  private TransitionSpec command(String name, int n, int depth) {
    return transition(name, info(NodeKind.COMMAND, n, depth));
  }

  private NodeInfo info(NodeKind kind, int n, int depth) {
    Command c = g.command(n);
    Subnet sub = g.subnet(n);
    return new NodeInfo(kind, sub.thread(), sub, g.label(n), c, lockOrNull(c), depth);
  }

  private TransitionSpec transition(String name, NodeInfo info) {
    if (transitions.containsKey(name)) {
      throw new IllegalStateException("encoder: two transitions named " + name
          + "; rename the rb names that differ only in separators");
    }
    TransitionSpec spec = new TransitionSpec(info);
    transitions.put(name, spec);
    return spec;
  }

  private void caveat(String kind, Origin where, String message, Caveat.Effect effect) {
    caveats.putIfAbsent(kind + "|" + message, new Caveat(kind, where, message, effect));
  }

  // ---------------------------------------------------------------- names

  private String base(int n) {
    return subnetNames[g.subnetOf[n]] + "." + names.safe(g.label(n));
  }

  private String at(int n) {
    return "at." + base(resolve(n));
  }

  /**
   * The node whose place stands for {@code n}: the exit of an inlined subnet has no place of its
   * own, control goes straight on after its call (and so on outwards), which saves a place, a
   * transition and an interleaving step per call.
   */
  private int resolve(int n) {
    int s = g.subnetOf[n];
    while (n == g.exitNode(s) && !g.subnets.get(s).shared() && !g.subnets.get(s).isRoot()) {
      n = g.callerNode[s] + 1;
      s = g.subnetOf[n];
    }
    return n;
  }

  private String running(String t) {
    return "run." + names.safe(t);
  }

  private String finished(String t) {
    return "fin." + names.safe(t);
  }

  private String live(String t) {
    return "live." + names.safe(t);
  }

  private String notLive(String t) {
    return "nlive." + names.safe(t);
  }

  private String liveOverflow(String t) {
    return "ovf.live." + names.safe(t);
  }

  /** The name under which the count of a thread's started, unjoined instances is reported. */
  static String liveName(String t) {
    return "started instances of " + t;
  }

  private String notFinished(String t) {
    return "nfin." + names.safe(t);
  }

  private String free(String lock) {
    return "free." + names.safe(lock);
  }

  private String taken(String lock) {
    return "taken." + names.safe(lock);
  }

  private String permit(String thread) {
    return "permit." + names.safe(thread);
  }

  private String noPermit(String thread) {
    return "nopermit." + names.safe(thread);
  }

  private String counterPlace(String counter) {
    return "cnt." + names.safe(counter);
  }

  private String roomPlace(String counter) {
    return "room." + names.safe(counter);
  }

  private String overflowPlace(String counter) {
    return "ovf." + names.safe(counter);
  }

  private String value(String variable, String value) {
    return "val." + names.safe(variable) + "." + names.safe(value);
  }

  /** The return address of a call of a shared subnet at a non-recursive call node. */
  private String returnAddress(int callNode) {
    return "ret." + subnetNames[g.callee[callNode]] + "." + base(callNode);
  }

  private String held(String t, String lock, int d) {
    return "held." + names.safe(t) + "." + names.safe(lock) + "." + d;
  }

  // ---------------------------------------------------------------- freezing

  private EncodedProgram freeze(Program program) {
    for (TransitionSpec tr : transitions.values()) {
      for (String p : tr.pre.keySet()) {
        requirePlace(p, tr);
      }
      for (String p : tr.post.keySet()) {
        requirePlace(p, tr);
      }
    }
    PetriNetBuilder b = new PetriNetBuilder(NetNames.sanitize(program.main()));
    NodeInfo[] placeInfos = new NodeInfo[places.size()];
    List<List<HeldLock>> staticHeld = new ArrayList<>();
    for (Map.Entry<String, PlaceSpec> e : places.entrySet()) {
      int id = b.addPlace(e.getKey(), e.getValue().initial());
      placeInfos[id] = e.getValue().info();
      staticHeld.add(e.getValue().staticHeld());
    }
    NodeInfo[] transitionInfos = new NodeInfo[transitions.size()];
    for (Map.Entry<String, TransitionSpec> e : transitions.entrySet()) {
      int id = b.addTransition(e.getKey());
      transitionInfos[id] = e.getValue().info;
      e.getValue().pre.forEach((p, w) -> b.consume(id, b.placeIdOf(p), w));
      e.getValue().post.forEach((p, w) -> b.produce(id, b.placeIdOf(p), w));
    }
    PetriNet net = b.build();
    NetOrigins origins = new NetOrigins(net, placeInfos, transitionInfos, staticHeld,
        multiInstance, countedJoins);
    return new EncodedProgram(program, options, net, origins, List.copyOf(caveats.values()));
  }

  private void requirePlace(String p, TransitionSpec tr) {
    if (!places.containsKey(p)) {
      // A place only reachable through this transition (e.g. a join on a thread never forked
      // reaches no new place, but a location after a blocked command may be unreached).
      NodeInfo i = tr.info;
      throw new IllegalStateException("encoder bug: transition of " + i + " uses unknown place "
          + p);
    }
  }
}
