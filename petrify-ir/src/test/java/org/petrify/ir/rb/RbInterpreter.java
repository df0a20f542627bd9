package org.petrify.ir.rb;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Explicit-state semantics of rb, for small programs: the reference the net encoding is
 * checked against.
 *
 * <p>A {@link State} is a multiset of thread instances, the set of thread ids of which some
 * instance has finished, the locks left held by finished instances and the values of the
 * variables. An instance has a
 * thread id, a call stack of (procedure, command index) frames, the locks it holds with their
 * reentrant depths, and a status. One step runs one instance's next command:
 * <ul>
 *   <li>{@code skip/read/write} move on; {@code goto}/{@code jump} go to (one of) the targets;
 *   {@code call p} pushes a frame; reaching a procedure's exit pops one, and popping the last
 *   finishes the instance (its thread id becomes finished; locks it still holds stay held
 *   forever); {@code raise} pops a frame too, and the caller goes on at its call's handler label
 *   ({@code call p else L}) or, without one, after the call.</li>
 *   <li>{@code fork p t} adds a new instance of thread {@code t} at {@code p}'s entry. Forking a
 *   thread id again adds another instance: a thread id names all threads created there.</li>
 *   <li>{@code join t} counts ({@link CountedJoins}): it uses up one finished instance of
 *   {@code t} no earlier join used, or passes at once when no started instance is left unused
 *   (none alive, none finished and unjoined); forking a joined thread while
 *   {@link Command.Join#MAX_UNJOINED} of its instances are unused overflows the forking
 *   instance.</li>
 *   <li>{@code acquire k} increments the depth if the instance holds {@code k}, else takes it if
 *   nobody holds it, else blocks; {@code release k} decrements (at depth 1 frees it).</li>
 *   <li>{@code trylock k else L} never blocks: it acquires like {@code acquire k} when that
 *   would not block, and goes to {@code L} when some instance (this one included) or a
 *   finished instance holds {@code k}; a reentrant trylock may do either.</li>
 *   <li>{@code wait k} (holding {@code k} at depth d) frees {@code k} and waits;
 *   {@code notify k} (holding {@code k}) makes one waiter of {@code k}, chosen
 *   nondeterministically, re-acquiring, or does nothing if none waits; {@code notifyAll k}
 *   makes all of them re-acquiring; a re-acquiring instance takes {@code k} back at depth d
 *   when it is free and moves past its {@code wait}. No spurious wake-ups. {@code await c on k} is a {@code wait k}
 *   in the wait set {@code c} ({@code wait k} waits in set {@code k}); a {@code timed} one may
 *   also start re-acquiring by itself; {@code signal c on k} / {@code signalAll c on k} are
 *   {@code notify}/{@code notifyAll} of set {@code c} and need {@code k} held.</li>
 *   <li>{@code down c n} waits until counter {@code c} is at least {@code n} and subtracts it;
 *   {@code up c n} waits until {@code c + n} is at most the capacity and adds it, except that
 *   for a limit counter an up that does not fit moves the instance to status
 *   {@code OVERFLOWED}, where it never moves again (and the state is an overflow state);
 *   {@code trydown}/{@code tryup} do the same if they can now and go to their failure label
 *   exactly when they cannot (a limit counter's tryup that does not fit overflows like an up);
 *   {@code until c >= n} / {@code until c <= n} wait until the comparison holds (a {@code
 *   timed} one may also move on, to its timeout label if it has one, while it does not). A
 *   per-thread counter has one value per thread id (the running instance's).</li>
 *   <li>{@code join self} never returns. A {@code timed} join may also move on (to its
 *   timeout label if it has one) while the thread has a running instance, or for {@code
 *   self}.</li>
 *   <li>{@code release}, {@code wait}, {@code await}, {@code notify}, {@code notifyAll} and
 *   {@code signal} of a lock the instance does not hold raise (Java's
 *   {@code IllegalMonitorStateException}): the instance leaves its top frame as at a
 *   {@code raise}.</li>
 *   <li>{@code unpark t} sets thread {@code t}'s permit (kept in the counter map under
 *   {@code "#permit:" + t}), {@code park} waits for the own permit and clears it; a timed park
 *   may also just move on.</li>
 *   <li>{@code interrupt t} sets thread {@code t}'s interrupt flag (key {@code
 *   "#interrupt:" + t}), {@code clearinterrupt} clears the own one; {@code interruptible H}
 *   moves on, and an instance at the command right after such a marker whose flag is set may
 *   instead clear it and go to {@code H}; waiting in a {@code wait} or {@code await} there, it
 *   may clear it, leave the wait set, re-acquire and go to {@code H}; a {@code checked} marker
 *   lets a flagged instance only clear the flag and go to {@code H}.</li>
 *   <li>{@code assign x v} sets variable {@code x} to {@code v}; {@code switch x ...} goes to
 *   the label of {@code x}'s current value. Variables start at their initial values and are
 *   shared by all threads, except per-thread ones: one value per thread id.</li>
 * </ul>
 * A deadlock is a reachable state where no instance can move and some instance exists (started
 * and not finished). The state also maps every counter to its value. The program terminates
 * if every maximal run is finite and ends with no instance left.
 */
public final class RbInterpreter {
  /**
   * The separator of a per-thread counter's key in the counter map: {@code name + "@@" +
   * thread}; a thread whose value was never changed has no key (its value is the initial one).
   */
  private static final String PER_THREAD = "@@";
  /** The counter-map key prefix of threads' park permits. */
  private static final String PERMIT = "#permit:";
  /** The counter-map key prefix of threads' interrupt flags. */
  private static final String INTERRUPT = "#interrupt:";

  private final Program program;
  private final Set<String> countedJoins;

  private RbInterpreter(Program program, Set<String> countedJoins) {
    this.program = program;
    this.countedJoins = Set.copyOf(countedJoins);
  }

  /**
   * The interpreter of {@code program}; its joins count ({@link CountedJoins}, the rule the
   * net encoder shares; see the class comment).
   */
  public static RbInterpreter of(Program program) {
    return new RbInterpreter(program, CountedJoins.of(program));
  }

  /** What an instance is doing. */
  public enum Status {
    RUNNING, WAITING, TIMED_WAITING, REACQUIRING, OVERFLOWED,
    /** Out of its wait set by an interrupt: re-acquires, then goes to the marker's handler. */
    INTERRUPTED_REACQUIRING
  }

  /** A frame of an instance's call stack: the next command to run in a procedure. */
  public record Frame(String procedure, int index) {}

  /**
   * One thread instance. {@code held} maps each held lock to its depth (sorted by lock);
   * {@code waitLock}/{@code waitDepth} describe a waiting or re-acquiring instance and
   * {@code waitSet} the wait set it waits in (the lock's own for {@code wait}, a condition for
   * {@code await}).
   */
  public record Instance(String thread, List<Frame> stack, Map<String, Integer> held,
      Status status, String waitLock, int waitDepth, String waitSet) {
    public Instance {
      stack = List.copyOf(stack);
      held = Collections.unmodifiableMap(new TreeMap<>(held));
    }

    /** An instance whose wait set, if any, is its wait lock's own. */
    public Instance(String thread, List<Frame> stack, Map<String, Integer> held,
        Status status, String waitLock, int waitDepth) {
      this(thread, stack, held, status, waitLock, waitDepth, waitLock);
    }

    String key() {
      return thread + stack + held + status + waitLock + waitDepth + "/" + waitSet;
    }

    boolean waitsIn(String set) {
      return (status == Status.WAITING || status == Status.TIMED_WAITING)
          && waitSet.equals(set);
    }
  }

  /** Orders instances canonically: by hash, ties broken by their full text. */
  private static final java.util.Comparator<Instance> ORDER = (a, b) -> {
    int c = Integer.compare(a.hashCode(), b.hashCode());
    return c != 0 ? c : a.key().compareTo(b.key());
  };

  /**
   * A program state; instances are sorted so that equal multisets are equal states.
   * {@code unjoined} counts, for joined threads, the finished instances no join has used;
   * {@code values} maps every variable to its current value.
   */
  public record State(List<Instance> instances, Set<String> finished, Set<String> orphaned,
      Map<String, Integer> unjoined, Map<String, String> values,
      Map<String, Integer> counters) {
    public State {
      values = Collections.unmodifiableMap(new TreeMap<>(values));
      unjoined = Collections.unmodifiableMap(new TreeMap<>(unjoined));
      counters = Collections.unmodifiableMap(new TreeMap<>(counters));
      List<Instance> sorted = new ArrayList<>(instances);
      sorted.sort(ORDER);
      instances = List.copyOf(sorted);
      finished = Collections.unmodifiableSet(new TreeSet<>(finished));
      orphaned = Collections.unmodifiableSet(new TreeSet<>(orphaned));
    }
  }

  public State initial() {
    Map<String, Integer> counters = new TreeMap<>();
    for (Counter c : program.counters()) {
      if (!c.perThread()) {
        counters.put(c.name(), c.initial());
      }
    }
    return new State(List.of(new Instance(Program.MAIN_THREAD,
        List.of(new Frame(program.main(), 0)), Map.of(), Status.RUNNING, null, 0)),
        Set.of(), Set.of(), Map.of(), initialValues(), counters);
  }

  /**
   * The key of a variable's value in the value map: its name, or for a per-thread variable
   * {@code name + "@@" + thread} (absent until the thread first assigns it).
   */
  private String valueKey(String variable, Instance me) {
    return program.variable(variable).perThread() ? variable + PER_THREAD + me.thread()
        : variable;
  }

  private Map<String, String> initialValues() {
    Map<String, String> values = new TreeMap<>();
    for (Variable v : program.variables()) {
      if (!v.perThread()) {
        values.put(v.name(), v.initial());
      }
    }
    return values;
  }

  /**
   * The started instances of a counted-join thread no join has used: those alive plus the
   * finished ones not yet joined.
   */
  private static int live(State s, String thread) {
    int alive = 0;
    for (Instance in : s.instances()) {
      if (in.thread().equals(thread)) {
        alive++;
      }
    }
    return alive + s.unjoined().getOrDefault(thread, 0);
  }

  /** True if some instance has overflowed a limit counter. */
  public static boolean overflowed(State s) {
    return s.instances().stream().anyMatch(i -> i.status() == Status.OVERFLOWED);
  }

  /** The states one step away, without duplicates. */
  public List<State> successors(State s) {
    Set<State> result = new LinkedHashSet<>();
    for (int i = 0; i < s.instances().size(); i++) {
      step(s, i, result);
    }
    return new ArrayList<>(result);
  }

  private void step(State s, int i, Set<State> out) {
    Instance me = s.instances().get(i);
    if ((me.status() == Status.WAITING || me.status() == Status.TIMED_WAITING)
        && markerBefore(me) != null
        && s.counters().getOrDefault(INTERRUPT + me.thread(), 0) > 0) {
      out.add(withCounter(s, i, new Instance(me.thread(), me.stack(), me.held(),
          Status.INTERRUPTED_REACQUIRING, me.waitLock(), me.waitDepth(), me.waitSet()),
          INTERRUPT + me.thread(), 0));
    }
    if (me.status() == Status.INTERRUPTED_REACQUIRING) {
      if (!heldByOther(s, i, me.waitLock())) {
        Map<String, Integer> held = new TreeMap<>(me.held());
        held.put(me.waitLock(), me.waitDepth());
        Frame top = me.stack().get(me.stack().size() - 1);
        out.add(replace(s, i, new Instance(me.thread(), jumpTo(me.stack(),
            program.procedure(top.procedure()), markerBefore(me).handler()), held,
            Status.RUNNING, null, 0)));
      }
      return;
    }
    if (me.status() == Status.WAITING || me.status() == Status.OVERFLOWED) {
      return;
    }
    if (me.status() == Status.TIMED_WAITING) {
      out.add(replace(s, i, reacquiring(me)));
      return;
    }
    if (me.status() == Status.REACQUIRING) {
      if (!heldByOther(s, i, me.waitLock())) {
        Map<String, Integer> held = new TreeMap<>(me.held());
        held.put(me.waitLock(), me.waitDepth());
        out.add(replace(s, i, new Instance(me.thread(), advance(me.stack(), 1), held,
            Status.RUNNING, null, 0)));
      }
      return;
    }
    Frame top = me.stack().get(me.stack().size() - 1);
    Procedure proc = program.procedure(top.procedure());
    if (top.index() >= proc.body().size()) {
      leave(s, i, me, false, out);
      return;
    }
    Command c = proc.body().get(top.index());
    if (c instanceof Command.Interruptible it && it.checked()
        && s.counters().getOrDefault(INTERRUPT + me.thread(), 0) > 0) {
      out.add(withCounter(s, i, with(me, jumpTo(me.stack(), proc, it.handler()), me.held()),
          INTERRUPT + me.thread(), 0));
      return; // a checked marker does not let a flagged thread pass
    }
    if (top.index() > 0 && proc.body().get(top.index() - 1) instanceof Command.Interruptible it
        && s.counters().getOrDefault(INTERRUPT + me.thread(), 0) > 0) {
      out.add(withCounter(s, i, with(me, jumpTo(me.stack(), proc, it.handler()), me.held()),
          INTERRUPT + me.thread(), 0));
    }
    if (c instanceof Command.Raise
        || needsLock(c) && me.held().getOrDefault(Command.lockOf(c), 0) == 0) {
      leave(s, i, me, true, out);
      return;
    }
    step(s, i, me, proc, c, out);
  }

  /** A release, wait, await, notify, notifyAll or signal: it needs its lock held. */
  private static boolean needsLock(Command c) {
    return c instanceof Command.Release || c instanceof Command.Wait
        || c instanceof Command.Await || c instanceof Command.Notify
        || c instanceof Command.NotifyAll || c instanceof Command.Signal;
  }

  /**
   * The instance leaves its top frame, by the exit or (raised) by a {@code raise}: popping the
   * last frame finishes it; otherwise the caller goes on after its call, or at the call's handler
   * after a raise when the call has one.
   */
  private void leave(State s, int i, Instance me, boolean raised, Set<State> out) {
    {
      List<Frame> stack = me.stack().subList(0, me.stack().size() - 1);
      if (raised && !stack.isEmpty()) {
        Frame caller = stack.get(stack.size() - 1);
        Procedure callerProc = program.procedure(caller.procedure());
        Command.Call call = (Command.Call) callerProc.body().get(caller.index() - 1);
        if (call.handler() != null) {
          stack = jumpTo(stack, callerProc, call.handler());
        }
      }
      if (stack.isEmpty()) {
        List<Instance> rest = new ArrayList<>(s.instances());
        rest.remove(i);
        Set<String> finished = new TreeSet<>(s.finished());
        finished.add(me.thread());
        Set<String> orphaned = new TreeSet<>(s.orphaned());
        orphaned.addAll(me.held().keySet());
        Map<String, Integer> unjoined = s.unjoined();
        if (countedJoins.contains(me.thread())) {
          unjoined = new TreeMap<>(unjoined);
          unjoined.merge(me.thread(), 1, Integer::sum);
        }
        out.add(new State(rest, finished, orphaned, unjoined, s.values(), s.counters()));
      } else {
        out.add(replace(s, i, with(me, stack, me.held())));
      }
    }
  }

  private void step(State s, int i, Instance me, Procedure proc, Command c, Set<State> out) {
    if (c instanceof Command.Skip || c instanceof Command.Read || c instanceof Command.Write) {
      out.add(replace(s, i, with(me, advance(me.stack(), 1), me.held())));
    } else if (c instanceof Command.Goto || c instanceof Command.Jump) {
      for (String target : c.targets()) {
        out.add(replace(s, i, with(me, jumpTo(me.stack(), proc, target), me.held())));
      }
    } else if (c instanceof Command.Call call) {
      List<Frame> stack = new ArrayList<>(advance(me.stack(), 1));
      stack.add(new Frame(call.procedure(), 0));
      out.add(replace(s, i, with(me, stack, me.held())));
    } else if (c instanceof Command.Fork f) {
      if (countedJoins.contains(f.thread()) && live(s, f.thread()) >= CountedJoins.liveBound(program, f.thread())) {
        out.add(replace(s, i, new Instance(me.thread(), me.stack(), me.held(),
            Status.OVERFLOWED, null, 0)));
        return;
      }
      List<Instance> all = new ArrayList<>(s.instances());
      all.set(i, with(me, advance(me.stack(), 1), me.held()));
      all.add(new Instance(f.thread(), List.of(new Frame(f.procedure(), 0)), Map.of(),
          Status.RUNNING, null, 0));
      out.add(new State(all, s.finished(), s.orphaned(), s.unjoined(), s.values(), s.counters()));
    } else if (c instanceof Command.Join j) {
      if (j.timed() && (j.thread().equals(Command.Join.SELF)
          || s.instances().stream().anyMatch(x -> x.thread().equals(j.thread())))) {
        out.add(replace(s, i, with(me, timedOut(me.stack(), proc, j.timeout()), me.held())));
      }
      if (countedJoins.contains(j.thread())) {
        int left = s.unjoined().getOrDefault(j.thread(), 0);
        if (left > 0) {
          Map<String, Integer> unjoined = new TreeMap<>(s.unjoined());
          if (left == 1) {
            unjoined.remove(j.thread());
          } else {
            unjoined.put(j.thread(), left - 1);
          }
          List<Instance> all = new ArrayList<>(s.instances());
          all.set(i, with(me, advance(me.stack(), 1), me.held()));
          out.add(new State(all, s.finished(), s.orphaned(), unjoined, s.values(), s.counters()));
        }
        if (live(s, j.thread()) == 0) {
          out.add(replace(s, i, with(me, advance(me.stack(), 1), me.held())));
        }
      }
    } else if (c instanceof Command.Acquire a) {
      int depth = me.held().getOrDefault(a.lock(), 0);
      if (depth > 0 || !heldByOther(s, i, a.lock())) {
        Map<String, Integer> held = new TreeMap<>(me.held());
        held.put(a.lock(), depth + 1);
        out.add(replace(s, i, with(me, advance(me.stack(), 1), held)));
      }
    } else if (c instanceof Command.TryAcquire t) {
      int depth = me.held().getOrDefault(t.lock(), 0);
      boolean byOther = heldByOther(s, i, t.lock());
      if (depth > 0 || !byOther) {
        Map<String, Integer> held = new TreeMap<>(me.held());
        held.put(t.lock(), depth + 1);
        out.add(replace(s, i, with(me, advance(me.stack(), 1), held)));
      }
      if (depth > 0 || byOther) {
        out.add(replace(s, i, with(me, jumpTo(me.stack(), proc, t.failure()), me.held())));
      }
    } else if (c instanceof Command.Release r) {
      int depth = me.held().getOrDefault(r.lock(), 0);
      if (depth > 0) {
        Map<String, Integer> held = new TreeMap<>(me.held());
        if (depth == 1) {
          held.remove(r.lock());
        } else {
          held.put(r.lock(), depth - 1);
        }
        out.add(replace(s, i, with(me, advance(me.stack(), 1), held)));
      }
    } else if (c instanceof Command.Wait || c instanceof Command.Await) {
      String lock = Command.lockOf(c);
      int depth = me.held().getOrDefault(lock, 0);
      if (depth > 0) {
        Map<String, Integer> held = new TreeMap<>(me.held());
        held.remove(lock);
        boolean timed = c instanceof Command.Await a && a.timed();
        out.add(replace(s, i, new Instance(me.thread(), me.stack(), held,
            timed ? Status.TIMED_WAITING : Status.WAITING, lock, depth, Command.waitSetOf(c))));
      }
    } else if (c instanceof Command.Notify || c instanceof Command.Signal sg && !sg.all()) {
      String set = Command.waitSetOf(c);
      if (me.held().getOrDefault(Command.lockOf(c), 0) > 0) {
        boolean woke = false;
        for (int k = 0; k < s.instances().size(); k++) {
          Instance other = s.instances().get(k);
          if (other.waitsIn(set)) {
            List<Instance> all = new ArrayList<>(s.instances());
            all.set(i, with(me, advance(me.stack(), 1), me.held()));
            all.set(k, reacquiring(other));
            out.add(new State(all, s.finished(), s.orphaned(), s.unjoined(),
                s.values(), s.counters()));
            woke = true;
          }
        }
        if (!woke) {
          out.add(replace(s, i, with(me, advance(me.stack(), 1), me.held())));
        }
      }
    } else if (c instanceof Command.NotifyAll || c instanceof Command.Signal) {
      String set = Command.waitSetOf(c);
      if (me.held().getOrDefault(Command.lockOf(c), 0) > 0) {
        List<Instance> all = new ArrayList<>(s.instances());
        for (int k = 0; k < all.size(); k++) {
          if (all.get(k).waitsIn(set)) {
            all.set(k, reacquiring(all.get(k)));
          }
        }
        all.set(i, with(me, advance(me.stack(), 1), me.held()));
        out.add(new State(all, s.finished(), s.orphaned(), s.unjoined(), s.values(),
            s.counters()));
      }
    } else if (c instanceof Command.Assign a) {
      Map<String, String> values = new TreeMap<>(s.values());
      values.put(valueKey(a.variable(), me), a.value());
      List<Instance> all = new ArrayList<>(s.instances());
      all.set(i, with(me, advance(me.stack(), 1), me.held()));
      out.add(new State(all, s.finished(), s.orphaned(), s.unjoined(), values, s.counters()));
    } else if (c instanceof Command.HoldDepth h) {
      String target = h.targetOf(me.held().getOrDefault(h.lock(), 0));
      out.add(replace(s, i, with(me, jumpTo(me.stack(), proc, target), me.held())));
    } else if (c instanceof Command.Switch sw) {
      Variable v = program.variable(sw.variable());
      String target = sw.targetOf(s.values().getOrDefault(valueKey(sw.variable(), me),
          v.initial()));
      out.add(replace(s, i, with(me, jumpTo(me.stack(), proc, target), me.held())));
    } else if (Command.counterOf(c) != null) {
      counterStep(s, i, me, proc, c, out);
    } else if (c instanceof Command.Park pk) {
      String permit = PERMIT + me.thread();
      Instance next = with(me, advance(me.stack(), 1), me.held());
      if (s.counters().getOrDefault(permit, 0) > 0) {
        out.add(withCounter(s, i, next, permit, 0));
      }
      if (pk.timed()) {
        out.add(replace(s, i, next));
      }
    } else if (c instanceof Command.Unpark u) {
      String target = u.thread().equals(Command.Join.SELF) ? me.thread() : u.thread();
      out.add(withCounter(s, i, with(me, advance(me.stack(), 1), me.held()), PERMIT + target,
          1));
    } else if (c instanceof Command.Interrupt it) {
      String target = it.thread().equals(Command.Join.SELF) ? me.thread() : it.thread();
      out.add(withCounter(s, i, with(me, advance(me.stack(), 1), me.held()),
          INTERRUPT + target, 1));
    } else if (c instanceof Command.ClearInterrupt) {
      out.add(withCounter(s, i, with(me, advance(me.stack(), 1), me.held()),
          INTERRUPT + me.thread(), 0));
    } else if (c instanceof Command.Interruptible) {
      out.add(replace(s, i, with(me, advance(me.stack(), 1), me.held())));
    } else {
      throw new IllegalStateException("unknown command " + c);
    }
  }

  private void counterStep(State s, int i, Instance me, Procedure proc, Command c,
      Set<State> out) {
    Counter counter = program.counter(Command.counterOf(c));
    String name = counter.perThread() ? counter.name() + PER_THREAD + me.thread()
        : counter.name();
    int value = s.counters().getOrDefault(name, counter.initial());
    Instance next = with(me, advance(me.stack(), 1), me.held());
    if (c instanceof Command.Down d) {
      if (value >= d.amount()) {
        out.add(withCounter(s, i, next, counter, name, value - d.amount()));
      }
    } else if (c instanceof Command.Up u) {
      if (value + u.amount() <= counter.capacity()) {
        out.add(withCounter(s, i, next, counter, name, value + u.amount()));
      } else if (counter.limit()) {
        out.add(replace(s, i, new Instance(me.thread(), me.stack(), me.held(),
            Status.OVERFLOWED, null, 0)));
      }
    } else if (c instanceof Command.TryDown d) {
      if (value >= d.amount()) {
        out.add(withCounter(s, i, next, counter, name, value - d.amount()));
      } else {
        out.add(replace(s, i, with(me, jumpTo(me.stack(), proc, d.failure()), me.held())));
      }
    } else if (c instanceof Command.TryUp u) {
      if (value + u.amount() <= counter.capacity()) {
        out.add(withCounter(s, i, next, counter, name, value + u.amount()));
      } else if (counter.limit()) {
        out.add(replace(s, i, new Instance(me.thread(), me.stack(), me.held(),
            Status.OVERFLOWED, null, 0)));
      } else {
        out.add(replace(s, i, with(me, jumpTo(me.stack(), proc, u.failure()), me.held())));
      }
    } else if (c instanceof Command.Until u) {
      if (u.atLeast() ? value >= u.amount() : value <= u.amount()) {
        out.add(replace(s, i, next));
      } else if (u.timed()) {
        out.add(replace(s, i, with(me, timedOut(me.stack(), proc, u.timeout()), me.held())));
      }
    }
  }

  /** The stack after a timed wait's timeout: at its timeout label, or after it without one. */
  private static List<Frame> timedOut(List<Frame> stack, Procedure proc, String timeout) {
    return timeout == null ? advance(stack, 1) : jumpTo(stack, proc, timeout);
  }

  /** The marker right before the command a waiting instance waits in, or null. */
  private Command.Interruptible markerBefore(Instance me) {
    Frame top = me.stack().get(me.stack().size() - 1);
    List<Command> body = program.procedure(top.procedure()).body();
    return top.index() > 0 && body.get(top.index() - 1) instanceof Command.Interruptible it
        ? it : null;
  }

  private static Instance reacquiring(Instance w) {
    return new Instance(w.thread(), w.stack(), w.held(), Status.REACQUIRING, w.waitLock(),
        w.waitDepth(), w.waitSet());
  }

  private static boolean heldByOther(State s, int i, String lock) {
    if (s.orphaned().contains(lock)) {
      return true;
    }
    for (int k = 0; k < s.instances().size(); k++) {
      if (k != i && s.instances().get(k).held().containsKey(lock)) {
        return true;
      }
    }
    return false;
  }

  private static Instance with(Instance me, List<Frame> stack, Map<String, Integer> held) {
    return new Instance(me.thread(), stack, held, me.status(), me.waitLock(), me.waitDepth(),
        me.waitSet());
  }

  private static State replace(State s, int i, Instance now) {
    List<Instance> all = new ArrayList<>(s.instances());
    all.set(i, now);
    return new State(all, s.finished(), s.orphaned(), s.unjoined(), s.values(), s.counters());
  }

  /** Sets a counter's value; a per-thread value back at the initial value loses its key. */
  private static State withCounter(State s, int i, Instance now, Counter counter, String key,
      int value) {
    if (!counter.perThread() || value != counter.initial()) {
      return withCounter(s, i, now, key, value);
    }
    List<Instance> all = new ArrayList<>(s.instances());
    all.set(i, now);
    Map<String, Integer> counters = new TreeMap<>(s.counters());
    counters.remove(key);
    return new State(all, s.finished(), s.orphaned(), s.unjoined(), s.values(), counters);
  }

  private static State withCounter(State s, int i, Instance now, String counter, int value) {
    List<Instance> all = new ArrayList<>(s.instances());
    all.set(i, now);
    Map<String, Integer> counters = new TreeMap<>(s.counters());
    counters.put(counter, value);
    return new State(all, s.finished(), s.orphaned(), s.unjoined(), s.values(), counters);
  }

  private static List<Frame> advance(List<Frame> stack, int by) {
    List<Frame> result = new ArrayList<>(stack);
    Frame top = result.get(result.size() - 1);
    result.set(result.size() - 1, new Frame(top.procedure(), top.index() + by));
    return result;
  }

  private static List<Frame> jumpTo(List<Frame> stack, Procedure proc, String label) {
    List<Frame> result = new ArrayList<>(stack);
    Frame top = result.get(result.size() - 1);
    result.set(result.size() - 1, new Frame(top.procedure(), proc.indexOf(label)));
    return result;
  }

  /** Three-valued answers of a bounded exploration. */
  public enum Answer {
    YES, NO, UNKNOWN
  }

  /**
   * The outcome of exploring at most {@code maxStates} states breadth first.
   *
   * @param complete whether every reachable state was explored
   * @param states the explored states, in breadth-first order
   * @param deadlockState a reachable deadlocked state, or {@code null}
   * @param cycle whether a cycle was found among the explored states (an infinite run)
   * @param overflowState a reachable state where a limit counter overflowed, or {@code null}
   */
  public record Exploration(boolean complete, List<State> states, State deadlockState,
      boolean cycle, State overflowState) {
    /** Whether a limit counter can overflow (YES), cannot (NO), or the search was cut. */
    public Answer overflow() {
      return overflowState != null ? Answer.YES : complete ? Answer.NO : Answer.UNKNOWN;
    }

    public Answer deadlock() {
      return deadlockState != null ? Answer.YES : complete ? Answer.NO : Answer.UNKNOWN;
    }

    public Answer termination() {
      if (deadlockState != null || cycle) {
        return Answer.NO;
      }
      return complete ? Answer.YES : Answer.UNKNOWN;
    }
  }

  /** Explores the reachable states breadth first, up to {@code maxStates} of them. */
  public Exploration explore(int maxStates) {
    List<State> states = new ArrayList<>();
    List<int[]> edges = new ArrayList<>();
    Map<State, Integer> ids = new HashMap<>();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    State start = initial();
    ids.put(start, 0);
    states.add(start);
    edges.add(null);
    work.add(0);
    boolean complete = true;
    State deadlock = null;
    State overflow = null;
    while (!work.isEmpty()) {
      int id = work.poll();
      State s = states.get(id);
      if (overflow == null && overflowed(s)) {
        overflow = s;
      }
      List<State> next = successors(s);
      if (next.isEmpty() && !s.instances().isEmpty() && deadlock == null) {
        deadlock = s;
      }
      List<Integer> targets = new ArrayList<>();
      for (State n : next) {
        Integer nid = ids.get(n);
        if (nid == null) {
          if (states.size() >= maxStates) {
            complete = false;
            continue;
          }
          nid = states.size();
          ids.put(n, nid);
          states.add(n);
          edges.add(null);
          work.add(nid);
        }
        targets.add(nid);
      }
      edges.set(id, targets.stream().mapToInt(Integer::intValue).toArray());
    }
    return new Exploration(complete, List.copyOf(states), deadlock, hasCycle(edges), overflow);
  }

  /**
   * True if the graph has a cycle; {@code edges.get(i)} holds the successors of node {@code i}
   * ({@code null} for none). Shared with the encoder's explicit net explorer and the daemon
   * termination oracle, which build graphs of the same shape.
   */
  public static boolean hasCycle(List<int[]> edges) {
    int n = edges.size();
    byte[] color = new byte[n];
    for (int root = 0; root < n; root++) {
      if (color[root] != 0) {
        continue;
      }
      ArrayDeque<int[]> stack = new ArrayDeque<>();
      stack.push(new int[] {root, 0});
      color[root] = 1;
      while (!stack.isEmpty()) {
        int[] top = stack.peek();
        int[] succ = edges.get(top[0]);
        if (succ == null || top[1] >= succ.length) {
          color[top[0]] = 2;
          stack.pop();
          continue;
        }
        int next = succ[top[1]++];
        if (color[next] == 1) {
          return true;
        }
        if (color[next] == 0) {
          color[next] = 1;
          stack.push(new int[] {next, 0});
        }
      }
    }
    return false;
  }
}
