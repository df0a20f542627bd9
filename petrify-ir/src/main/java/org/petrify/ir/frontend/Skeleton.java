package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Program;
import org.petrify.ir.rb.Variable;

/**
 * The concurrency skeleton of an rb program: what must reach the net to decide deadlock,
 * termination and livelock. Two passes, each preserving the verdicts of the property it is run
 * for.
 *
 * <p><b>0. Pure fork/join tasks</b> (deadlock only) run sequentially where they are joined
 * ({@link PureForkJoin}).
 *
 * <p><b>1. Thread-local locks.</b> The caller names locks that no two threads can share (the
 * frontend: locks of objects that {@link org.petrify.ir.pointsto.ThreadEscape} proves
 * thread-local). Of those, a lock is dropped only if it is <em>balanced</em> in every procedure
 * that uses it: along every path of the procedure its {@code acquire}s and {@code release}s
 * nest (no release, wait, notify, await or signal at a depth below one relative to the
 * procedure's entry, depth zero again at the exit, depth at most {@value #MAX_DEPTH}), and no
 * {@code trylock} tests it. Then the thread holding it always holds it at the point of a
 * release or wait (so the model's "release without holding blocks" never applies), and the
 * depth is bounded (the reentrancy bound is not in play). Since no other thread takes it:
 * {@code acquire} and {@code release} never block and become {@code skip}; {@code notify},
 * {@code notifyAll} and {@code signal} have no waiter to wake (a waiter would be the notifying
 * thread itself) and become {@code skip}; an untimed {@code wait}/{@code await} has nobody to
 * wake it and becomes {@code join self} (the thread blocks forever, as it does in Java: a
 * deadlock if nothing else moves); a timed {@code await} returns by its timeout and becomes
 * {@code skip}; a {@code holds} test of its depth becomes a {@code jump} to all its labels (a
 * free choice, which includes the one the depth selects).
 *
 * <p><b>1b. Leaf locks</b> (deadlock only). A lock used only by {@code acquire} and
 * {@code release} whose critical sections never block their holder ({@link LeafLocks}: class
 * initialisation locks, the monitor of a {@code StringBuffer} or of a synchronized list whose
 * methods call nothing that blocks) cannot be part of a deadlock, shared or not: it is
 * dropped like a thread-local one, if balanced.
 *
 * <p><b>2. Slicing.</b> A procedure is in the skeleton if it has a command other than
 * {@code skip}, {@code goto}, {@code jump}, {@code read}, {@code write}, {@code call},
 * {@code assign} and {@code switch} (it blocks, wakes, forks, joins, parks or counts); if it
 * calls a procedure of the skeleton for its effect (a procedure kept only because its way of
 * ending is steered by values is kept where a procedure of the skeleton calls it with a
 * handler, and pulls in no caller: {@link #skeleton}); if it assigns a <em>tracked</em> variable, one that a
 * {@code switch} of the skeleton tests (a least fixpoint); and, for the property:
 * <ul>
 *   <li>{@link Mode#DEADLOCK}: if some command reachable from its entry cannot reach its exit
 *       for every value of the variables (the exit is reachable through a jump's targets, a
 *       switch's every target), or no run of it can end (its {@link #outcomes} are none: a
 *       recursion without a way out). Otherwise, a call of it that ends is a finite sequence
 *       of steps that never block and touch only the running thread's control places (reads
 *       and writes are labels only, assigns are to untracked variables), so an execution of
 *       the program can be reordered to run each such call in one go; and a thread inside it
 *       is never stuck in Java (its commands cannot block), so a dead marking with a thread
 *       inside it is a stop of the model only (a recursion's return past the recursion bound).
 *       The reachable dead markings with no thread inside such procedures, hence every
 *       deadlock Java can reach, are those of the program in which each call of it is one
 *       {@code skip}; a call that would run forever (a loop, a recursion) goes on in the
 *       sliced program, which can only add dead markings. Recursion is sliced by this rule
 *       too (it was kept before: on netty-4.2 plain recursions such as {@code
 *       DefaultPromise.toString} and the logger's {@code MessageFormatter} kept their callers
 *       and their recursion stacks in the net).</li>
 *   <li>{@link Mode#TERMINATION} (also for livelock): if its reachable control flow has a
 *       cycle, or it is on or calls into a cycle of calls (recursion). An acyclic procedure
 *       outside call cycles that cannot block runs in finitely many steps, so the infinite
 *       paths and dead markings of the program, and the threads running on them, are those of
 *       the sliced one (a thread starved inside it is starved before its {@code skip}).</li>
 * </ul>
 * A procedure outside the skeleton disappears; its calls become {@code skip} (a call with a
 * handler of one that has a {@code raise} becomes a {@code jump} to the next command or the
 * handler: the sliced run ends by either exit), a fork of it forks an empty procedure. A
 * {@code raise} counts as reaching the exit, and for "every point can reach the exit" a call
 * with a handler needs both its continuations to (like a switch: which one is taken is not the
 * thread's choice). For deadlock, the procedures of the skeleton also lose their
 * {@code read}/{@code write} commands (labels only), assigns of untracked variables and every
 * {@code skip} (their labels go to the next command), which shortens no cycle to nothing since
 * every cycle of a body has a goto, jump, switch or failure edge, and then the gotos no command
 * falls into and those to the next command ({@link #withoutGotos}: a jump left with one
 * target is a goto); for termination and livelock
 * they keep every step, so that a loop reported as non-terminating shows all its lines. Data races need the reads and writes: the static race check runs on
 * the program without this pass. Caveats are untouched: they come from the translation of the
 * whole program.
 *
 * <p><b>3. Identical procedures.</b> Once reads, writes and skips are gone, many contexts of
 * one method have the same body: they share one procedure ({@link IdenticalProcedures}, a
 * bisimulation, so every verdict is kept).
 */
public final class Skeleton {
  /** The deepest reentrant depth a dropped lock may reach in one procedure. */
  static final int MAX_DEPTH = 16;

  private Skeleton() {}

  /** The property the skeleton is cut for. */
  public enum Mode {
    /** Deadlock: procedures whose every point can reach the exit are sliced. */
    DEADLOCK,
    /** Termination and livelock: only acyclic procedures are sliced. */
    TERMINATION
  }

  /**
   * The skeleton and its figures.
   *
   * @param program the sliced program
   * @param droppedLocks the thread-local and leaf locks whose operations were removed
   * @param droppedLockSites the origins of the removed operations that became {@code skip}
   *     (acquires, releases, notifications and timed awaits of dropped locks): a witness of the
   *     skeleton has no step there, although the program runs them
   * @param procedures procedures of the input program
   * @param skeletonProcedures procedures in the skeleton (the rest were sliced away; thread
   *     roots outside the skeleton are kept with an empty body and not counted)
   */
  public record Result(Program program, Set<String> droppedLocks, Set<Origin> droppedLockSites,
      int procedures, int skeletonProcedures) {}

  /** Cuts the skeleton of {@code program} for {@code mode}, dropping {@code localLocks}. */
  public static Result of(Program program, Set<String> localLocks, Mode mode) {
    if (mode == Mode.DEADLOCK) {
      program = PureForkJoin.sequential(program);
    }
    Set<String> candidates = localLocks;
    if (mode == Mode.DEADLOCK) {
      candidates = new HashSet<>(localLocks);
      candidates.addAll(LeafLocks.of(program));
    }
    Set<String> dropped = balancedLocks(program, candidates);
    Set<String> writeOnly = mode == Mode.DEADLOCK ? writeOnlyCounters(program) : Set.of();
    List<Procedure> procedures = new ArrayList<>();
    Set<Origin> droppedSites = new LinkedHashSet<>();
    for (Procedure p : program.procedures()) {
      Procedure q = dropped.isEmpty() ? p : dropLocks(p, dropped, droppedSites);
      procedures.add(writeOnly.isEmpty() ? q : dropTryUps(q, writeOnly));
    }
    Map<String, Procedure> byName = new HashMap<>();
    procedures.forEach(p -> byName.put(p.name(), p));
    Map<String, Set<String>> callersOf = new HashMap<>();
    for (Procedure p : procedures) {
      for (Command c : p.body()) {
        if (c instanceof Command.Call call) {
          callersOf.computeIfAbsent(call.procedure(), k -> new HashSet<>()).add(p.name());
        }
      }
    }
    Map<String, Integer> outcomes = outcomes(procedures, callersOf, byName);
    Set<String> windowed = new HashSet<>();
    program.variables().stream()
        .filter(v -> IntResults.isResultVariable(v) || ThrownFlags.isFlag(v))
        .forEach(v -> windowed.add(v.name()));
    Set<String> skeleton = skeleton(procedures, byName, mode, outcomes, windowed);
    Set<String> roots = new HashSet<>();
    roots.add(program.main());
    for (Procedure p : procedures) {
      for (Command c : p.body()) {
        if (c instanceof Command.Fork f) {
          roots.add(f.procedure());
        }
      }
    }
    Set<String> tracked = new HashSet<>();
    for (String name : skeleton) {
      for (Command c : byName.get(name).body()) {
        if (c instanceof Command.Switch s) {
          tracked.add(s.variable());
        }
      }
    }
    List<Procedure> out = new ArrayList<>();
    Set<String> usedVariables = new HashSet<>();
    for (Procedure p : procedures) {
      if (skeleton.contains(p.name())) {
        Procedure q = mode == Mode.DEADLOCK
            ? withoutGotos(compact(p, skeleton, tracked, outcomes))
            : withoutSlicedCalls(p, skeleton, outcomes);
        out.add(q);
        for (Command c : q.body()) {
          if (c instanceof Command.Assign a) {
            usedVariables.add(a.variable());
          } else if (c instanceof Command.Switch s) {
            usedVariables.add(s.variable());
          }
        }
      } else if (roots.contains(p.name())) {
        out.add(new Procedure(p.name(), List.of()));
      }
    }
    List<Variable> variables = program.variables().stream()
        .filter(v -> usedVariables.contains(v.name())).toList();
    return new Result(IdenticalProcedures.merge(
        new Program(out, program.main(), variables, program.counters())),
        dropped, droppedSites, program.procedures().size(), skeleton.size());
  }

  // ---------------------------------------------------------------- thread-local locks

  /** The candidates that no trylock tests and that every procedure using them nests. */
  static Set<String> balancedLocks(Program program, Set<String> candidates) {
    Set<String> ok = new TreeSet<>();
    if (candidates.isEmpty()) {
      return ok;
    }
    Map<String, List<Procedure>> users = new HashMap<>();
    for (Procedure p : program.procedures()) {
      Set<String> used = new HashSet<>();
      for (Command c : p.body()) {
        String lock = lockOf(c);
        if (lock != null && candidates.contains(lock)) {
          used.add(lock);
        }
      }
      for (String l : used) {
        users.computeIfAbsent(l, k -> new ArrayList<>()).add(p);
      }
    }
    Set<String> tested = new HashSet<>();
    for (Procedure p : program.procedures()) {
      for (Command c : p.body()) {
        if (c instanceof Command.TryAcquire t) {
          tested.add(t.lock());
        }
      }
    }
    for (Map.Entry<String, List<Procedure>> e : users.entrySet()) {
      if (tested.contains(e.getKey())) {
        continue;
      }
      boolean balanced = true;
      for (Procedure p : e.getValue()) {
        balanced &= nests(p, e.getKey());
      }
      if (balanced) {
        ok.add(e.getKey());
      }
    }
    return ok;
  }

  /** The lock a command operates on ({@code await}/{@code signal}: the condition's lock). */
  private static String lockOf(Command c) {
    return Command.lockOf(c);
  }

  /**
   * True if every path of {@code p} keeps {@code lock}'s depth relative to the entry within
   * 0..{@value #MAX_DEPTH}, operates on it (other than acquiring) only at depth at least one,
   * and reaches the exit at depth zero.
   */
  static boolean nests(Procedure p, String lock) {
    return depths(p, lock) != null;
  }

  /**
   * Per command index of {@code p} (and the exit, the last entry), the depths {@code lock}
   * may have before it relative to the entry, if {@code p} nests it ({@link #nests}); else
   * null.
   */
  static BitSet[] depths(Procedure p, String lock) {
    List<Command> body = p.body();
    int n = body.size();
    int[][] successors = successorTable(p);
    BitSet[] depths = new BitSet[n + 1];
    for (int i = 0; i <= n; i++) {
      depths[i] = new BitSet();
    }
    depths[0].set(0);
    ArrayDeque<Integer> work = new ArrayDeque<>();
    work.add(0);
    while (!work.isEmpty()) {
      int i = work.poll();
      if (i == n) {
        continue;
      }
      Command c = body.get(i);
      BitSet in = depths[i];
      BitSet out;
      if (lock.equals(lockOf(c))) {
        if (c instanceof Command.Acquire) {
          out = shifted(in, 1);
          if (out.length() > MAX_DEPTH + 1) {
            return null;
          }
        } else if (in.get(0)) {
          return null;
        } else {
          out = c instanceof Command.Release ? shifted(in, -1) : (BitSet) in.clone();
        }
      } else {
        out = in;
      }
      for (int s : successors[i]) {
        BitSet before = (BitSet) depths[s].clone();
        depths[s].or(out);
        if (!depths[s].equals(before)) {
          work.add(s);
        }
      }
    }
    BitSet exit = depths[n];
    return exit.isEmpty() || (exit.cardinality() == 1 && exit.get(0)) ? depths : null;
  }

  private static BitSet shifted(BitSet in, int by) {
    BitSet out = new BitSet();
    in.stream().forEach(d -> out.set(d + by));
    return out;
  }

  /**
   * Per command index of {@code p}, the indices control may go to after it ({@code
   * body.size()}: the exit), computed with one label index: linear in the body, where {@link
   * Procedure#indexOf} per target would be quadratic.
   */
  static int[][] successorTable(Procedure p) {
    Map<String, Integer> at = labelIndex(p);
    int[][] table = new int[p.body().size()][];
    for (int i = 0; i < table.length; i++) {
      table[i] = successors(p, at, i);
    }
    return table;
  }

  /** The index of every label of {@code p}, and {@link Procedure#EXIT}'s. */
  private static Map<String, Integer> labelIndex(Procedure p) {
    Map<String, Integer> at = new HashMap<>();
    for (int i = 0; i < p.body().size(); i++) {
      at.put(p.body().get(i).label(), i);
    }
    at.put(Procedure.EXIT, p.body().size());
    return at;
  }

  private static int[] successors(Procedure p, Map<String, Integer> at, int i) {
    Command c = p.body().get(i);
    if (c instanceof Command.Raise) {
      return new int[] {p.body().size()};
    }
    IntStream next = c.fallsThrough() ? IntStream.of(i + 1) : IntStream.empty();
    return IntStream.concat(next, c.targets().stream().mapToInt(at::get)).distinct().toArray();
  }

  /**
   * {@code p} with the operations on dropped locks replaced (see the class comment); the
   * origins of those that became {@code skip} are added to {@code sites}.
   */
  private static Procedure dropLocks(Procedure p, Set<String> dropped, Set<Origin> sites) {
    List<Command> body = new ArrayList<>();
    boolean changed = false;
    for (Command c : p.body()) {
      if (c instanceof Command.HoldDepth h && dropped.contains(h.lock())) {
        // the depth of a dropped lock is not kept: its test becomes a free choice
        changed = true;
        body.add(new Command.Jump(h.label(), h.targets().stream().distinct().toList(),
            h.origin()));
        continue;
      }
      String lock = lockOf(c);
      if (lock == null || !dropped.contains(lock)) {
        body.add(c);
        continue;
      }
      changed = true;
      boolean blocksForever = c instanceof Command.Wait
          || (c instanceof Command.Await a && !a.timed());
      if (!blocksForever && c.origin().isKnown()) {
        sites.add(c.origin());
      }
      body.add(blocksForever ? new Command.Join(c.label(), Command.Join.SELF, c.origin())
          : new Command.Skip(c.label(), c.origin()));
    }
    return changed ? new Procedure(p.name(), body) : p;
  }

  // ---------------------------------------------------------------- write-only counters

  /**
   * Counters that only {@code tryup} commands touch, each continuing at the same command
   * whether it succeeds or fails (such as {@code KeptAlive}'s, which only the termination
   * property reads). No command can observe such a counter, so for deadlock each of its
   * {@code tryup}s is a {@code skip} ({@link #dropTryUps}).
   */
  static Set<String> writeOnlyCounters(Program program) {
    Set<String> tried = new HashSet<>();
    Set<String> other = new HashSet<>();
    for (Procedure p : program.procedures()) {
      List<Command> body = p.body();
      for (int i = 0; i < body.size(); i++) {
        Command c = body.get(i);
        if (c instanceof Command.TryUp t && t.failure().equals(next(body, i))) {
          tried.add(t.counter());
        } else if (c instanceof Command.TryUp t) {
          other.add(t.counter());
        } else if (c instanceof Command.Up u) {
          other.add(u.counter());
        } else if (c instanceof Command.Down d) {
          other.add(d.counter());
        } else if (c instanceof Command.TryDown d) {
          other.add(d.counter());
        } else if (c instanceof Command.Until u) {
          other.add(u.counter());
        }
      }
    }
    tried.removeAll(other);
    return tried;
  }

  /** The label of the command after the {@code i}-th, or {@link Procedure#EXIT}. */
  private static String next(List<Command> body, int i) {
    return i + 1 < body.size() ? body.get(i + 1).label() : Procedure.EXIT;
  }

  /** {@code p} with every {@code tryup} of a {@code counters} member made a {@code skip}. */
  private static Procedure dropTryUps(Procedure p, Set<String> counters) {
    List<Command> body = new ArrayList<>(p.body());
    boolean changed = false;
    for (int i = 0; i < body.size(); i++) {
      if (body.get(i) instanceof Command.TryUp t && counters.contains(t.counter())) {
        body.set(i, new Command.Skip(t.label(), t.origin()));
        changed = true;
      }
    }
    return changed ? new Procedure(p.name(), body) : p;
  }

  // ---------------------------------------------------------------- slicing

  private static boolean plain(Command c) {
    return c instanceof Command.Skip || c instanceof Command.Goto || c instanceof Command.Jump
        || c instanceof Command.Read || c instanceof Command.Write || c instanceof Command.Call
        || c instanceof Command.Assign || c instanceof Command.Switch
        || c instanceof Command.Raise;
  }

  /** Outcome bit: the procedure may end by its exit. */
  private static final int NORMAL = 1;
  /** Outcome bit: the procedure may end by a {@code raise}. */
  private static final int RAISED = 2;

  /**
   * Per procedure, how a run of it may end ({@link #NORMAL}, {@link #RAISED} bits): a least
   * fixpoint of reachability from the entry where a call goes on after it if the callee may end
   * normally and to its handler (after it, without one) if the callee may raise, and every
   * other command to all its successors. For a procedure whose reachable part has no
   * {@code switch}, its own choices are jumps, so every outcome found is possible from every
   * state (variables cannot steer it); with a switch, {@link #skeleton} keeps a procedure that
   * may raise.
   */
  private static Map<String, Integer> outcomes(List<Procedure> procedures,
      Map<String, Set<String>> callers, Map<String, Procedure> byName) {
    Map<String, Integer> out = new HashMap<>();
    ArrayDeque<String> work = new ArrayDeque<>();
    procedures.forEach(p -> work.add(p.name()));
    Set<String> queued = new HashSet<>(out.keySet());
    procedures.forEach(p -> queued.add(p.name()));
    while (!work.isEmpty()) {
      String name = work.poll();
      queued.remove(name);
      int o = reach(byName.get(name), out, null);
      if (o != out.getOrDefault(name, 0)) {
        out.put(name, o);
        for (String caller : callers.getOrDefault(name, Set.of())) {
          if (queued.add(caller)) {
            work.add(caller);
          }
        }
      }
    }
    return out;
  }

  /**
   * The outcome bits of {@code p} under the callees' {@code outcomes}; marks the reachable
   * commands in {@code reached} if not null.
   */
  private static int reach(Procedure p, Map<String, Integer> outcomes, boolean[] reached) {
    int n = p.body().size();
    int[][] successors = successorTable(p);
    Map<String, Integer> labels = labelIndex(p);
    boolean[] seen = reached != null ? reached : new boolean[n + 1];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    seen[0] = true;
    work.add(0);
    int result = 0;
    while (!work.isEmpty()) {
      int i = work.poll();
      if (i == n) {
        result |= NORMAL;
        continue;
      }
      Command c = p.body().get(i);
      List<Integer> next = new ArrayList<>();
      if (c instanceof Command.Raise) {
        result |= RAISED;
      } else if (c instanceof Command.Call call) {
        int o = outcomes.getOrDefault(call.procedure(), 0);
        if ((o & NORMAL) != 0) {
          next.add(i + 1);
        }
        if ((o & RAISED) != 0) {
          next.add(call.handler() == null ? i + 1 : labels.get(call.handler()));
        }
      } else {
        for (int t : successors[i]) {
          next.add(t);
        }
      }
      for (int t : next) {
        if (!seen[t]) {
          seen[t] = true;
          work.add(t);
        }
      }
    }
    return result;
  }

  /** True if {@code p} may raise and a switch is reachable in it (see {@link #outcomes}). */
  private static boolean raiseSteeredByValues(Procedure p, Map<String, Integer> outcomes) {
    if ((outcomes.getOrDefault(p.name(), 0) & RAISED) == 0) {
      return false;
    }
    boolean[] reached = new boolean[p.body().size() + 1];
    reach(p, outcomes, reached);
    for (int i = 0; i < p.body().size(); i++) {
      if (reached[i] && p.body().get(i) instanceof Command.Switch) {
        return true;
      }
    }
    return false;
  }

  /**
   * What a call of a sliced procedure becomes: a skip if it always ends normally (or has no
   * handler), a goto to the handler if it always raises, else a jump to the next command or the
   * handler (exact, as the callee's outcome is not steered by values: see {@link #outcomes}).
   */
  private static Command slicedCall(Command.Call call, String next,
      Map<String, Integer> outcomes) {
    int o = outcomes.getOrDefault(call.procedure(), NORMAL);
    if (call.handler() == null || (o & RAISED) == 0) {
      return new Command.Skip(call.label(), call.origin());
    }
    if ((o & NORMAL) == 0) {
      return new Command.Goto(call.label(), call.handler(), call.origin());
    }
    if (next.equals(call.handler())) {
      return new Command.Jump(call.label(), List.of(next), call.origin());
    }
    return new Command.Jump(call.label(), List.of(next, call.handler()), call.origin(),
        List.of("", raiseText(call)));
  }

  /**
   * The witness's words for the raise outcome of a sliced call: {@code "throws out of parse
   * at Worker.java:12"} (the class is not known at this level; the parameter types of an
   * overloaded procedure are left out). The exceptional exit of a
   * result variant ({@link ResultExits}) is also its {@code false} or {@code null} return:
   * {@code "isDone returns false or throws at Pool.java:207"}.
   */
  static String raiseText(Command.Call call) {
    String proc = call.procedure();
    int end = proc.length();
    // an overloaded procedure's name carries its parameter types: p.Deadline.calculate(p.Time)
    for (char c : new char[] {'[', '#', '('}) {
      end = proc.indexOf(c) >= 0 ? Math.min(end, proc.indexOf(c)) : end;
    }
    String method = proc.substring(0, end);
    method = method.substring(method.lastIndexOf('.') + 1);
    org.petrify.ir.rb.Origin o = call.origin();
    String at = o.isKnown() && o.sourceFile() != null && o.line() >= 0
        ? " at " + o.sourceFile() + ":" + o.line() : "";
    if (proc.contains("#result:boolean")) {
      return method + " returns false or throws" + at;
    }
    if (proc.contains("#result:null")) {
      return method + " returns null or throws" + at;
    }
    return "throws out of " + method + at;
  }

  /**
   * The names of the procedures in the skeleton (see the class comment), a least fixpoint of
   * two sets. <em>Effect</em> members block, wake, fork, join, park or count, cannot always
   * finish (deadlock) or loop (termination), are on or call into a call cycle (termination),
   * assign a tracked variable (one a {@code switch} of the skeleton tests), or call an effect
   * member. <em>Outcome</em> members are the others whose way of ending is steered by values
   * ({@link #steeredOutcomes}) and that a member calls with a handler: only there is their
   * outcome observed. A caller of an outcome-only member does not join for that call.
   * <em>Window</em> members are the callees of a member that assign a {@code windowed}
   * variable (an int result, {@link IntResults}, or a thrown flag, {@link ThrownFlags}) the
   * member tests; like outcome members, their callers do not join for them, and the other
   * assigners of the variable do not join at all. Such a variable is read only by the switch
   * right after its own call's assignment, and outside that window it holds its initial value
   * or is not read (the window invariant of those classes): the switch of a member reads what
   * the callee it has just called assigned, and a procedure outside the skeleton, one step
   * with its calls and switches, opens and closes no window. On gson-2.14.0 every caller of
   * {@code JsonWriter.peek} joined for its int result before.
   *
   * <p>Same verdicts: a procedure left out has no effect command, ends for every value (or
   * has no cycle), assigns nothing tracked and calls only procedures left out, so a call of it
   * is a finite run that moves only its thread's control place, ending normally or by a
   * raise; every member calls it without a handler (else it would be an outcome member if its
   * outcome is steered; if it is not, {@link #slicedCall}'s jump is exact), where both endings
   * continue at the next command: the call is one {@code skip}, as for any sliced procedure.
   * Before, every caller of a steered procedure joined: on netty-4.2 {@code
   * AbstractChannel.toString} (it calls {@code EmbeddedChannel.isActive}, whose outcome tests
   * the channel's state) pulled in the loggers' {@code MessageFormatter} that renders it.
   */
  private static Set<String> skeleton(List<Procedure> procedures, Map<String, Procedure> byName,
      Mode mode, Map<String, Integer> outcomes, Set<String> windowed) {
    Map<String, Set<String>> callers = new HashMap<>();
    Map<String, Set<String>> callees = new HashMap<>();
    for (Procedure p : procedures) {
      Set<String> out = new LinkedHashSet<>();
      for (Command c : p.body()) {
        if (c instanceof Command.Call call) {
          out.add(call.procedure());
          callers.computeIfAbsent(call.procedure(), k -> new HashSet<>()).add(p.name());
        }
      }
      callees.put(p.name(), out);
    }
    Set<String> effect = new HashSet<>(mode == Mode.DEADLOCK ? Set.of()
        : onOrIntoCallCycles(procedures, callees, callers));
    for (Procedure p : procedures) {
      if (effect.contains(p.name())) {
        continue;
      }
      boolean blocking = !p.body().stream().allMatch(Skeleton::plain);
      boolean keep = blocking || (mode == Mode.DEADLOCK
          ? !mayAlwaysFinish(p) || outcomes.getOrDefault(p.name(), 0) == 0 : hasCycle(p));
      if (keep) {
        effect.add(p.name());
      }
    }
    Set<String> steered = steeredOutcomes(procedures, outcomes);
    Map<String, Set<String>> assigners = new HashMap<>();
    for (Procedure p : procedures) {
      for (Command c : p.body()) {
        if (c instanceof Command.Assign a) {
          assigners.computeIfAbsent(a.variable(), k -> new HashSet<>()).add(p.name());
        }
      }
    }
    Set<String> in = new HashSet<>(effect);
    ArrayDeque<String> work = new ArrayDeque<>(in);
    Set<String> tracked = new HashSet<>();
    while (!work.isEmpty()) {
      String name = work.poll();
      if (effect.contains(name)) {
        for (String caller : callers.getOrDefault(name, Set.of())) {
          if (effect.add(caller)) {
            in.add(caller);
            work.add(caller);
          }
        }
      }
      for (Command c : byName.get(name).body()) {
        if (c instanceof Command.Switch s && windowed.contains(s.variable())) {
          Set<String> sources = assigners.getOrDefault(s.variable(), Set.of());
          for (String callee : callees.get(name)) {
            if (sources.contains(callee) && in.add(callee)) {
              work.add(callee);
            }
          }
        } else if (c instanceof Command.Switch s && tracked.add(s.variable())) {
          for (String a : assigners.getOrDefault(s.variable(), Set.of())) {
            if (effect.add(a)) {
              in.add(a);
              work.add(a);
            }
          }
        } else if (c instanceof Command.Call call && call.handler() != null
            && steered.contains(call.procedure()) && in.add(call.procedure())) {
          work.add(call.procedure());
        }
      }
    }
    return in;
  }

  /**
   * The procedures whose way of ending (normally or by a raise) may depend on the values of
   * variables: those that may raise and reach a {@code switch} ({@link #raiseSteeredByValues}),
   * and, transitively, those that may raise and call one of them with a handler. A procedure
   * that is only steered (it blocks, wakes, forks and assigns nothing tracked, and may always
   * finish) matters only to a caller that observes its outcome, through a handler: see
   * {@link #skeleton}.
   */
  private static Set<String> steeredOutcomes(List<Procedure> procedures,
      Map<String, Integer> outcomes) {
    Set<String> out = new HashSet<>();
    for (Procedure p : procedures) {
      if (raiseSteeredByValues(p, outcomes)) {
        out.add(p.name());
      }
    }
    boolean grown = true;
    while (grown) {
      grown = false;
      for (Procedure p : procedures) {
        if (out.contains(p.name()) || (outcomes.getOrDefault(p.name(), 0) & RAISED) == 0) {
          continue;
        }
        for (Command c : p.body()) {
          if (c instanceof Command.Call call && call.handler() != null
              && out.contains(call.procedure())) {
            out.add(p.name());
            grown = true;
            break;
          }
        }
      }
    }
    return out;
  }

  /**
   * The procedures that are on a cycle of calls or call one (transitively): those left when
   * procedures whose callees are all gone are removed one by one.
   */
  private static Set<String> onOrIntoCallCycles(List<Procedure> procedures,
      Map<String, Set<String>> callees, Map<String, Set<String>> callers) {
    Map<String, Integer> open = new HashMap<>();
    ArrayDeque<String> done = new ArrayDeque<>();
    for (Procedure p : procedures) {
      int k = callees.get(p.name()).size();
      open.put(p.name(), k);
      if (k == 0) {
        done.add(p.name());
      }
    }
    Set<String> removed = new HashSet<>();
    while (!done.isEmpty()) {
      String name = done.poll();
      removed.add(name);
      for (String caller : callers.getOrDefault(name, Set.of())) {
        if (open.merge(caller, -1, Integer::sum) == 0) {
          done.add(caller);
        }
      }
    }
    Set<String> left = new HashSet<>(open.keySet());
    left.removeAll(removed);
    return left;
  }

  /**
   * True if every command reachable from the entry can reach the exit whatever the values of
   * the variables: the least set of safe points contains the exit, a point whose successor is
   * safe (a jump: some target; a switch: every target).
   */
  private static boolean mayAlwaysFinish(Procedure p) {
    int n = p.body().size();
    int[][] successors = successorTable(p);
    boolean[] safe = new boolean[n + 1];
    safe[n] = true;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = n - 1; i >= 0; i--) {
        if (safe[i]) {
          continue;
        }
        int[] succ = successors[i];
        Command c = p.body().get(i);
        boolean all = c instanceof Command.Switch || c instanceof Command.Call;
        boolean s = all;
        for (int t : succ) {
          s = all ? s && safe[t] : s || safe[t];
        }
        if (s) {
          safe[i] = true;
          changed = true;
        }
      }
    }
    for (int i : reachable(p)) {
      if (!safe[i]) {
        return false;
      }
    }
    return true;
  }

  /** The indices of the commands reachable from the entry. */
  private static List<Integer> reachable(Procedure p) {
    int n = p.body().size();
    int[][] successors = successorTable(p);
    boolean[] seen = new boolean[n + 1];
    List<Integer> out = new ArrayList<>();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    if (n > 0) {
      seen[0] = true;
      work.add(0);
    }
    while (!work.isEmpty()) {
      int i = work.poll();
      out.add(i);
      for (int s : successors[i]) {
        if (s < n && !seen[s]) {
          seen[s] = true;
          work.add(s);
        }
      }
    }
    return out;
  }

  /** True if the control flow reachable from the entry has a cycle. */
  private static boolean hasCycle(Procedure p) {
    int n = p.body().size();
    int[][] successors = successorTable(p);
    if (n == 0) {
      return false;
    }
    int[] state = new int[n + 1];
    ArrayDeque<int[]> stack = new ArrayDeque<>();
    stack.push(new int[] {0, 0});
    state[0] = 1;
    while (!stack.isEmpty()) {
      int[] top = stack.peek();
      int[] succ = successors[top[0]];
      if (top[1] < succ.length) {
        int s = succ[top[1]++];
        if (s == n) {
          continue;
        }
        if (state[s] == 1) {
          return true;
        }
        if (state[s] == 0) {
          state[s] = 1;
          stack.push(new int[] {s, 0});
        }
      } else {
        state[top[0]] = 2;
        stack.pop();
      }
    }
    return false;
  }

  /**
   * A procedure of the skeleton without its calls of sliced procedures, reads, writes, assigns
   * of untracked variables and skips; every label that named a removed command names the next
   * kept one (or the exit).
   */
  private static Procedure compact(Procedure p, Set<String> skeleton, Set<String> tracked,
      Map<String, Integer> outcomes) {
    List<Command> body = new ArrayList<>(p.body());
    int n = body.size();
    boolean[] removed = new boolean[n];
    boolean any = false;
    for (int i = 0; i < n; i++) {
      Command c = body.get(i);
      if (c instanceof Command.Call call && !skeleton.contains(call.procedure())) {
        c = slicedCall(call, i + 1 < n ? body.get(i + 1).label() : Procedure.EXIT, outcomes);
        body.set(i, c);
        any |= !(c instanceof Command.Skip);
      }
      // the command after an interruptible marker is where its exit starts: kept
      boolean marked = i > 0 && body.get(i - 1) instanceof Command.Interruptible;
      removed[i] = !marked && c instanceof Command.Skip || c instanceof Command.Read
          || c instanceof Command.Write
          || (c instanceof Command.Assign a && !tracked.contains(a.variable()));
      any |= removed[i];
    }
    if (!any) {
      return p;
    }
    String[] resolved = new String[n + 1];
    resolved[n] = Procedure.EXIT;
    for (int i = n - 1; i >= 0; i--) {
      resolved[i] = removed[i] ? resolved[i + 1] : body.get(i).label();
    }
    Map<String, String> target = new HashMap<>();
    for (int i = 0; i < n; i++) {
      target.put(body.get(i).label(), resolved[i]);
    }
    target.put(Procedure.EXIT, Procedure.EXIT);
    List<Command> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!removed[i]) {
        out.add(retarget(body.get(i), target));
      }
    }
    return new Procedure(p.name(), out);
  }

  /**
   * {@code p} without the gotos that only move control (deadlock only): a {@code goto} that the
   * command before it does not fall into, or whose target is the next command, is dropped and
   * every reference to its label goes to its target; a {@code jump} whose targets are one
   * label is a {@code goto} first (slicing leaves such jumps: a choice among results whose
   * assigns are gone). The first command (the entry falls into it) and the command after an
   * {@code interruptible} marker stay, and so does one goto of a cycle of dropped gotos (a loop
   * of gotos only).
   *
   * <p>Same deadlock verdict: a goto (or a jump to one label) is a step of one thread that needs
   * only its location and moves it to the target, so it is always enabled and no dead marking
   * has a thread on it; each run of the program is a run of the result with those steps left
   * out, and each run of the result one of the program with them put back, through the same
   * markings elsewhere. The dropped goto was reached only through its label (no command fell
   * into it), or, going to the next command, is a {@code skip}.
   */
  static Procedure withoutGotos(Procedure p) {
    List<Command> body = new ArrayList<>(p.body());
    int n = body.size();
    boolean jumps = false;
    for (int i = 0; i < n; i++) {
      if (body.get(i) instanceof Command.Jump j && j.targets().stream().distinct().count() == 1) {
        body.set(i, new Command.Goto(j.label(), j.targets().get(0), j.origin()));
        jumps = true;
      }
    }
    Map<String, String> forward = new HashMap<>();
    boolean fallsInto = true; // the entry falls into the first command
    for (int i = 0; i < n; i++) {
      Command c = body.get(i);
      boolean marked = i > 0 && body.get(i - 1) instanceof Command.Interruptible;
      String next = i + 1 < n ? body.get(i + 1).label() : Procedure.EXIT;
      if (c instanceof Command.Goto g && !marked && i > 0 && !g.target().equals(g.label())
          && (!fallsInto || g.target().equals(next))) {
        forward.put(g.label(), g.target());
        continue; // the previous kept command still decides whether the next is fallen into
      }
      fallsInto = c.fallsThrough();
    }
    if (forward.isEmpty()) {
      return jumps ? new Procedure(p.name(), body) : p;
    }
    Procedure q = retargeted(p, body, chainEnds(forward));
    return q.body().size() < n ? withoutGotos(q) : q; // a jump may now have one target
  }

  /**
   * Per dropped goto's label, the end of its chain of dropped gotos; where chains close a cycle,
   * one goto of the cycle is not dropped (removed from {@code forward}) and the others go to it.
   */
  private static Map<String, String> chainEnds(Map<String, String> forward) {
    while (true) {
      Map<String, String> ends = new HashMap<>();
      String cycle = null;
      for (String label : forward.keySet()) {
        Set<String> seen = new HashSet<>();
        String t = label;
        while (forward.containsKey(t) && seen.add(t)) {
          t = forward.get(t);
        }
        if (forward.containsKey(t)) {
          cycle = t;
          break;
        }
        ends.put(label, t);
      }
      if (cycle == null) {
        return ends;
      }
      forward.remove(cycle);
    }
  }

  /** {@code body} without the commands labelled in {@code target}, every reference forwarded. */
  private static Procedure retargeted(Procedure p, List<Command> body,
      Map<String, String> target) {
    List<Command> out = new ArrayList<>(body.size() - target.size());
    for (Command c : body) {
      if (target.containsKey(c.label())) {
        continue;
      }
      if (c instanceof Command.Jump j) {
        // distinctTargets keeps the witness texts of exceptional routes (a one-target jump
        // that an exception takes stays a jump, so the witness still names the exception)
        Command.Jump d = j.distinctTargets(j.targets().stream()
            .map(t -> target.getOrDefault(t, t)).toList());
        out.add(d.targets().size() == 1 && d.raises().isEmpty()
            ? new Command.Goto(j.label(), d.targets().get(0), j.origin()) : d);
      } else if (!c.targets().isEmpty()) {
        out.add(c.withTargets(c.targets().stream().map(t -> target.getOrDefault(t, t))
            .toList()));
      } else {
        out.add(c);
      }
    }
    return new Procedure(p.name(), out);
  }

  /**
   * A procedure of the skeleton (for termination and livelock) whose calls of sliced procedures
   * are {@code skip}s: every other step stays, so that a loop reported as non-terminating shows
   * all its lines.
   */
  private static Procedure withoutSlicedCalls(Procedure p, Set<String> skeleton,
      Map<String, Integer> outcomes) {
    List<Command> body = new ArrayList<>();
    boolean changed = false;
    List<Command> in = p.body();
    for (int i = 0; i < in.size(); i++) {
      Command c = in.get(i);
      if (c instanceof Command.Call call && !skeleton.contains(call.procedure())) {
        body.add(slicedCall(call, i + 1 < in.size() ? in.get(i + 1).label() : Procedure.EXIT,
            outcomes));
        changed = true;
      } else {
        body.add(c);
      }
    }
    return changed ? new Procedure(p.name(), body) : p;
  }

  private static Command retarget(Command c, Map<String, String> t) {
    List<String> targets = c.targets().stream().map(t::get).toList();
    return c instanceof Command.Jump j ? j.distinctTargets(targets) : c.withTargets(targets);
  }
}
