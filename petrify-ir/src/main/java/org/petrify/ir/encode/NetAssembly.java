package org.petrify.ir.encode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.petrify.ir.encode.LockEmitter.Waiter;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.Variable;
import org.petrify.ir.stage.StageBudget;

/**
 * Builds the net of one program from its {@link ControlGraph} and {@link LockDepths}, in three
 * steps: the {@link ProgramFacts} of its threads and locks; the places of threads, locks,
 * counters, permits, variables and waiters; then, per reachable node, its location place and
 * the transitions of its command, written by the emitter registered for the command's kind
 * ({@link ControlEmitter} with its {@link RecursionStacks}, {@link ThreadEmitter}, {@link LockEmitter}, {@link CounterEmitter},
 * {@link ValueEmitter}, {@link InterruptFlags}). Names come from {@link PlaceNames}, asked in this fixed order so the
 * net text is stable; the {@link NetDraft} freezes into the {@link org.petrify.net.PetriNet}.
 */
final class NetAssembly {
  /** Emits the transitions of one command at node {@code n} of thread {@code thread}. */
  @FunctionalInterface
  private interface Emitter<C extends Command> {
    void emit(int n, C command, String thread, String next);
  }

  private final ControlGraph g;
  private final LockDepths depths;
  private final EncodingOptions options;
  private final StageBudget budget;
  private final NetDraft draft = new NetDraft();
  private final PlaceNames names;
  private final Map<Class<? extends Command>, Emitter<Command>> emitters = new HashMap<>();
  private ProgramFacts facts;
  private ControlEmitter control;
  private RecursionStacks stacks;
  private InterruptFlags interrupts;

  NetAssembly(ControlGraph g, LockDepths depths, EncodingOptions options,
      StageBudget budget) {
    this.budget = budget;
    this.g = g;
    this.depths = depths;
    this.options = options;
    this.names = new PlaceNames(g);
  }

  EncodedProgram assemble(Program program) {
    facts = ProgramFacts.of(g, depths, options.reentrancyBound(), budget);
    facts.caveats().forEach(draft::caveat);
    addThreadAndLockPlaces();
    addCounterPlaces(program);
    addPermitPlaces();
    addValuePlaces(program);
    Map<String, List<Waiter>> waiters = addWaiterPlaces();
    registerEmitters(program, waiters);
    interrupts.addPlaces();
    stacks.addPlaces();
    for (int n = 0; n < g.nodeCount; n++) {
      if (depths.reached[n] && names.resolve(n) == n) {
        location(n);
        emit(n);
        if ((n & 63) == 0) {
          budget.netSize(draft.placeCount(), draft.transitionCount());
          budget.check();
        }
      }
    }
    budget.netSize(draft.placeCount(), draft.transitionCount());
    budget.check();
    if (options.resetDeadValues()) {
      DeadValues.of(g, depths, facts).reset(draft, names, budget);
    }
    return draft.freeze(program, options, facts.multiInstance(), facts.countedJoins(), budget);
  }

  /** The command kinds that have an emitter: all of them (a test checks it). */
  Set<Class<? extends Command>> emittedKinds(Program program) {
    facts = ProgramFacts.of(g, depths, options.reentrancyBound(), budget);
    registerEmitters(program, Map.of());
    return Set.copyOf(emitters.keySet());
  }

  // ---------------------------------------------------------------- emitters

  private void registerEmitters(Program program, Map<String, List<Waiter>> waiters) {
    stacks = new RecursionStacks(g, depths, facts, names, draft, options.recursionBound());
    control = new ControlEmitter(g, depths, options, facts, names, draft, stacks);
    ThreadEmitter thread = new ThreadEmitter(g, depths, options, facts, names, draft);
    LockEmitter lock = new LockEmitter(g, depths, options, facts, names, draft, waiters);
    CounterEmitter counter = new CounterEmitter(g, depths, options, facts, names, draft,
        program);
    ValueEmitter value = new ValueEmitter(g, depths, options, facts, names, draft);
    on(Command.Skip.class, (n, c, t, next) -> control.step(n, next));
    on(Command.Read.class, (n, c, t, next) -> control.step(n, next));
    on(Command.Write.class, (n, c, t, next) -> control.step(n, next));
    on(Command.Goto.class, (n, c, t, next) -> control.goTo(n, c));
    on(Command.Jump.class, (n, c, t, next) -> control.jump(n, c));
    on(Command.Call.class, (n, c, t, next) -> control.call(n, c, t));
    on(Command.Raise.class, (n, c, t, next) -> control.raise(n));
    on(Command.Fork.class, thread::fork);
    on(Command.Join.class, (n, c, t, next) -> thread.join(n, c, next));
    on(Command.Park.class, thread::park);
    on(Command.Unpark.class, (n, c, t, next) -> thread.unpark(n, c, next));
    on(Command.Acquire.class, (n, c, t, next) -> lock.acquire(n, t, c.lock(), next));
    on(Command.TryAcquire.class, (n, c, t, next) -> lock.tryAcquire(n, t, c, next));
    on(Command.HoldDepth.class, (n, c, t, next) -> lock.holds(n, t, c));
    UnheldRoutes unheld = new UnheldRoutes(g, depths, options, facts, names, draft, control);
    on(Command.Release.class, (n, c, t, next) -> {
      lock.release(n, t, c.lock(), next);
      unheld.emit(n, t, c.lock());
    });
    on(Command.Wait.class, (n, c, t, next) -> {
      lock.await(n, t, c.lock(), false, next, interrupts.waitExit(n, t));
      unheld.emit(n, t, c.lock());
    });
    on(Command.Await.class, (n, c, t, next) -> {
      lock.await(n, t, c.lock(), c.timed(), next, interrupts.waitExit(n, t));
      unheld.emit(n, t, c.lock());
    });
    on(Command.Notify.class, (n, c, t, next) -> {
      lock.notify(n, t, c.lock(), c.lock(), false, next);
      unheld.emit(n, t, c.lock());
    });
    on(Command.NotifyAll.class, (n, c, t, next) -> {
      lock.notify(n, t, c.lock(), c.lock(), true, next);
      unheld.emit(n, t, c.lock());
    });
    on(Command.Signal.class, (n, c, t, next) -> {
      lock.notify(n, t, c.lock(), c.condition(), c.all(), next);
      unheld.emit(n, t, c.lock());
    });
    on(Command.Down.class, (n, c, t, next) -> counter.down(n, c, next));
    on(Command.TryDown.class, (n, c, t, next) -> counter.tryDown(n, c, next));
    on(Command.Up.class, (n, c, t, next) -> counter.up(n, c, next));
    on(Command.TryUp.class, (n, c, t, next) -> counter.tryUp(n, c, next));
    on(Command.Until.class, (n, c, t, next) -> counter.until(n, c, next));
    interrupts = new InterruptFlags(g, depths, options, facts, names, draft);
    on(Command.Interrupt.class, (n, c, t, next) -> interrupts.interrupt(n, c, next));
    on(Command.ClearInterrupt.class, (n, c, t, next) -> interrupts.clear(n, t, next));
    on(Command.Interruptible.class,
        (n, c, t, next) -> interrupts.interruptible(n, c, t, next));
    on(Command.Assign.class, (n, c, t, next) -> value.assign(n, c, next));
    on(Command.Switch.class, (n, c, t, next) -> value.choose(n, c));
  }

  private <C extends Command> void on(Class<C> kind, Emitter<C> emitter) {
    emitters.put(kind, (n, c, t, next) -> emitter.emit(n, kind.cast(c), t, next));
  }

  private void emit(int n) {
    Command c = g.command(n);
    if (c == null) {
      control.exit(n);
      return;
    }
    String t = g.subnet(n).thread();
    String next = names.at(n + 1);
    Emitter<Command> emitter = emitters.get(c.getClass());
    if (emitter == null) {
      throw new IllegalStateException("unknown command " + c);
    }
    emitter.emit(n, c, t, next);
  }

  // ---------------------------------------------------------------- places

  private void addThreadAndLockPlaces() {
    for (String t : facts.threads()) {
      boolean main = t.equals(Program.MAIN_THREAD);
      draft.place(names.running(t), main ? 1 : 0,
          new NodeInfo(NodeKind.RUNNING, t, null, null, null, null, 0));
      draft.place(names.finished(t), 0,
          new NodeInfo(NodeKind.FINISHED, t, null, null, null, null, 0));
      if (facts.several(t) && !facts.counted(t)) {
        draft.place(names.notFinished(t), 1,
            new NodeInfo(NodeKind.NOT_FINISHED, t, null, null, null, null, 0));
      }
      if (facts.counted(t)) {
        String live = PlaceNames.liveName(t);
        int first = main ? 1 : 0;
        draft.place(names.live(t), first,
            new NodeInfo(NodeKind.LIVE, t, null, null, null, live, 0));
        draft.place(names.notLive(t), facts.liveBound(t) - first,
            new NodeInfo(NodeKind.NOT_LIVE, t, null, null, null, live, 0));
        if (facts.several(t)) {
          draft.place(names.liveOverflow(t), 0,
              new NodeInfo(NodeKind.COUNTER_OVERFLOW, t, null, null, null, live, 0));
        }
      }
    }
    for (String lock : depths.locks) {
      draft.place(names.free(lock), 1,
          new NodeInfo(NodeKind.LOCK_FREE, null, null, null, null, lock, 0));
      if (facts.triedLocks().contains(lock)) {
        draft.place(names.taken(lock), 0,
            new NodeInfo(NodeKind.LOCK_TAKEN, null, null, null, null, lock, 0));
      }
    }
    for (Map.Entry<String, Set<String>> e : facts.dynamicLocks().entrySet()) {
      for (String lock : e.getValue()) {
        for (int d = 1; d <= options.reentrancyBound(); d++) {
          draft.place(names.held(e.getKey(), lock, d), 0,
              new NodeInfo(NodeKind.LOCK_HELD, e.getKey(), null, null, null, lock, d));
        }
        if (facts.tracksNotHeld(e.getKey(), lock)) {
          draft.place(names.notHeld(e.getKey(), lock), 1,
              new NodeInfo(NodeKind.LOCK_NOT_HELD, e.getKey(), null, null, null, lock, 0));
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
   * {@link CounterEmitter#counterKey}); instances of one thread id share them (UNSOUND for the
   * Java count they stand for: {@code shared-thread-counter}).
   */
  private void addCounterPlaces(Program program) {
    Set<String> overflowing = new TreeSet<>();
    Map<String, Set<String>> users = new TreeMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      Command c = g.command(n);
      if (!depths.reached[n] || c == null || Command.counterOf(c) == null) {
        continue;
      }
      String key = CounterEmitter.counterKey(program.counter(Command.counterOf(c)),
          g.subnet(n).thread());
      users.computeIfAbsent(Command.counterOf(c), k -> new TreeSet<>())
          .add(g.subnet(n).thread());
      if (c instanceof Command.Up || c instanceof Command.TryUp) {
        overflowing.add(key);
      }
    }
    for (Counter c : program.counters()) {
      List<String> threadsOf = new ArrayList<>();
      if (c.perThread()) {
        threadsOf.addAll(users.getOrDefault(c.name(), Set.of()));
      } else {
        threadsOf.add(null);
      }
      for (String t : threadsOf) {
        String key = CounterEmitter.counterKey(c, t);
        draft.place(names.counter(key), c.initial(),
            new NodeInfo(NodeKind.COUNTER, t, null, null, null, c.name(), 0));
        draft.place(names.room(key), c.capacity() - c.initial(),
            new NodeInfo(NodeKind.COUNTER_ROOM, t, null, null, null, c.name(), 0));
        if (c.limit() && overflowing.contains(key)) {
          draft.place(names.overflow(key), 0,
              new NodeInfo(NodeKind.COUNTER_OVERFLOW, t, null, null, null, c.name(), 0));
        }
        if (t != null && facts.several(t)) {
          draft.caveat("shared-thread-counter", Origin.NONE, "thread " + t + " may have several"
              + " instances; they share one value of the per-thread counter " + c.name()
              + " (e.g. one instance's read holds count for another)", Caveat.Effect.UNSOUND);
        }
      }
    }
  }

  /**
   * One place per value of every variable; the initial value's place is marked. A per-thread
   * variable gets these places once per thread that assigns or tests it (names from
   * {@link ValueEmitter#valueKey}); instances of one thread id would share them, which is
   * UNSOUND for the fields they stand for ({@code shared-thread-variable}).
   */
  private void addValuePlaces(Program program) {
    Map<String, Set<String>> users = new TreeMap<>();
    for (int n = 0; n < g.nodeCount; n++) {
      Command c = g.command(n);
      if (!depths.reached[n]) {
        continue;
      }
      String variable = c instanceof Command.Assign a ? a.variable()
          : c instanceof Command.Switch sw ? sw.variable() : null;
      if (variable != null) {
        users.computeIfAbsent(variable, k -> new TreeSet<>()).add(g.subnet(n).thread());
      }
    }
    for (Variable v : program.variables()) {
      List<String> threadsOf = new ArrayList<>();
      if (v.perThread()) {
        threadsOf.addAll(users.getOrDefault(v.name(), Set.of()));
      } else {
        threadsOf.add(null);
      }
      for (String t : threadsOf) {
        String key = ValueEmitter.valueKey(v, t);
        for (String value : v.values()) {
          draft.place(names.value(key, value), value.equals(v.initial()) ? 1 : 0,
              new NodeInfo(NodeKind.VALUE, t, null, null, null, null, 0, v.name(), value));
        }
        if (t != null && facts.several(t)) {
          draft.caveat("shared-thread-variable", Origin.NONE, "thread " + t + " may have several"
              + " instances; they share one value of the per-thread variable " + v.name()
              + " (one instance's object for another's)", Caveat.Effect.UNSOUND);
        }
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
        withPermit.add(ThreadEmitter.unparked(g, n, u));
      }
    }
    for (String t : withPermit) {
      draft.place(names.permit(t), 0,
          new NodeInfo(NodeKind.PERMIT, t, null, null, null, null, 0));
      draft.place(names.noPermit(t), 1,
          new NodeInfo(NodeKind.NO_PERMIT, t, null, null, null, null, 0));
      if (facts.several(t)) {
        draft.caveat("shared-permit", Origin.NONE, "thread " + t + " may have several instances;"
            + " they share one park permit, so an unpark of one may let another return from"
            + " park", Caveat.Effect.IMPRECISE);
      }
    }
  }

  /**
   * The waiting and woken place of each wait site, and, for a single-instance thread, the
   * complement of its waiting place (a notify tests it to do nothing when none waits).
   *
   * @return per wait set, its waiters in node order
   */
  private Map<String, List<Waiter>> addWaiterPlaces() {
    Map<String, List<Waiter>> waiters = new HashMap<>();
    for (ProgramFacts.WaitSite w : facts.waitSites()) {
      int n = w.node();
      Command c = g.command(n);
      Subnet sub = g.subnet(n);
      String t = w.thread();
      String suffix = facts.isDynamic(t, w.lock()) ? ".d" + w.depth() : "";
      String id = names.base(n) + suffix;
      String notWaiting = facts.several(t) ? null : PlaceNames.notWaiting(id);
      Waiter waiter = new Waiter(t, PlaceNames.waiting(id), PlaceNames.woken(id), notWaiting,
          id);
      draft.place(waiter.waiting(), 0,
          new NodeInfo(NodeKind.WAITING, t, sub, c.label(), c, w.lock(), w.depth()));
      draft.place(waiter.woken(), 0,
          new NodeInfo(NodeKind.WOKEN, t, sub, c.label(), c, w.lock(), w.depth()));
      if (notWaiting != null) {
        draft.place(notWaiting, 1,
            new NodeInfo(NodeKind.NOT_WAITING, t, sub, c.label(), c, w.lock(), w.depth()));
      }
      waiters.computeIfAbsent(w.set(), k -> new ArrayList<>()).add(waiter);
    }
    return waiters;
  }

  /** The location place of node {@code n}, with the locks held there at a static depth. */
  private void location(int n) {
    Subnet sub = g.subnet(n);
    Command c = g.command(n);
    List<HeldLock> held = new ArrayList<>();
    for (int k = 0; k < depths.lockCount; k++) {
      long m = depths.mask(n, k);
      String lock = depths.locks.get(k);
      if (!facts.isDynamic(sub.thread(), lock) && Long.bitCount(m) == 1 && (m & 1L) == 0
          && (m >>> LockDepths.CAP) == 0) {
        held.add(new HeldLock(lock, Long.numberOfTrailingZeros(m)));
      }
    }
    boolean entry = n == g.base[0];
    draft.place(names.at(n), entry ? 1 : 0,
        new NodeInfo(NodeKind.LOCATION, sub.thread(), sub, g.label(n), c,
            CommandEmitter.lockOrNull(c), 0),
        List.copyOf(held));
  }
}
