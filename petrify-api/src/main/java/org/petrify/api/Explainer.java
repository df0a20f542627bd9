package org.petrify.api;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.petrify.ir.encode.EncodedProgram;
import org.petrify.ir.encode.HeldLock;
import org.petrify.ir.encode.NetOrigins;
import org.petrify.ir.encode.NodeInfo;
import org.petrify.ir.encode.ThreadState;
import org.petrify.ir.encode.NodeKind;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import org.petrify.net.PetriNet;

/**
 * Turns a witness (transition ids fired from the initial marking) into Java terms with the
 * encoder's side table ({@link NetOrigins}): the steps of the interleaving; for a final
 * marking where threads are stuck, each blocked thread with the locks it holds (and where it
 * took them) and what it waits for; for a lasso, the threads that never finish and the source
 * lines of their loop. The explainer replays the witness itself and throws
 * {@link IllegalStateException} if it does not replay.
 */
final class Explainer {
  private final PetriNet net;
  private final NetOrigins origins;
  private final ThreadLabels threads;
  private final LockLabels locks;
  private final ReadWriteTerms readWrite;

  private final Map<String, String> counterCapacity = new TreeMap<>();
  private final org.petrify.ir.rb.Program program;
  private final int recursionBound;
  /** Computed on the first witness (a check without one never needs it). */
  private SkeletonGuards guards;

  /**
   * An explainer that names threads by {@code threads} (their Java names, where known) and
   * locks by {@code locks} (the field that holds them, where there is one).
   */
  Explainer(EncodedProgram encoded, ThreadLabels threads, LockLabels locks) {
    this.net = encoded.net();
    this.origins = encoded.origins();
    this.threads = threads;
    this.locks = locks;
    this.readWrite = new ReadWriteTerms(encoded.program(), locks);
    this.program = encoded.program();
    this.recursionBound = encoded.options().recursionBound();
    for (Counter c : encoded.program().counters()) {
      counterCapacity.put(c.name(), c.capacity() + (c.capacity() == 1 ? " unit" : " units"));
    }
  }

  /** The steps of the witness that mean something in the program, numbered from 1. */
  List<Step> steps(int[] witness) {
    List<Step> steps = new ArrayList<>();
    for (int t : witness) {
      NodeInfo info = origins.transition(t);
      Action action = action(info);
      if (action != null) {
        steps.add(new Step(steps.size() + 1, threads.label(info.thread()), action,
            ApiTypes.location(info.origin()),
            net.transitionName(t), kind(info), subject(info), operation(info)));
      }
    }
    return steps;
  }

  /**
   * What a step does, from its transition's kind and rb command: every command that can block,
   * wake, start or join a thread is a skeleton kind; an assign or switch is one when its
   * variable, or the switch itself, guards a skeleton command ({@link SkeletonGuards}).
   */
  StepKind kind(NodeInfo info) {
    Command c = info.command();
    return switch (info.kind()) {
      case WAKE_UP -> StepKind.WAKE;
      case TIMEOUT -> StepKind.TIMEOUT;
      case TRYLOCK_FAILED -> StepKind.LOCK_FAILED;
      case TRY_FAILED, OVERFLOW -> StepKind.BLOCKING_CALL;
      case THREAD_EXIT -> StepKind.FINISH;
      case COMMAND, UNHELD -> commandKind(info, c);
      default -> StepKind.OTHER;
    };
  }

  private StepKind commandKind(NodeInfo info, Command c) {
    if (c instanceof Command.Acquire || c instanceof Command.TryAcquire) {
      return StepKind.LOCK;
    } else if (c instanceof Command.Release) {
      return StepKind.UNLOCK;
    } else if (c instanceof Command.Wait || c instanceof Command.Await) {
      return StepKind.WAIT;
    } else if (c instanceof Command.Notify || c instanceof Command.NotifyAll
        || c instanceof Command.Signal) {
      return StepKind.NOTIFY;
    } else if (c instanceof Command.Park) {
      return StepKind.PARK;
    } else if (c instanceof Command.Unpark) {
      return StepKind.UNPARK;
    } else if (c instanceof Command.Fork) {
      return StepKind.START;
    } else if (c instanceof Command.Join) {
      return StepKind.JOIN;
    } else if (Command.counterOf(c) != null) {
      return StepKind.BLOCKING_CALL;
    } else if (c instanceof Command.Assign a) {
      return guards().isGuardVariable(a.variable()) ? StepKind.TRACKED_WRITE : StepKind.OTHER;
    } else if (c instanceof Command.Switch sw) {
      return info.procedure() != null && guards().isGuardSwitch(info.procedure(), sw.label())
          ? StepKind.TRACKED_TEST : StepKind.OTHER;
    } else if (c instanceof Command.HoldDepth) {
      return StepKind.TRACKED_TEST;
    } else if (c instanceof Command.Jump && info.value() != null) {
      return StepKind.THROW;
    }
    return StepKind.OTHER;
  }

  /** The exact operation of a step, from its transition's kind and rb command. */
  static Step.Operation operation(NodeInfo info) {
    Command c = info.command();
    return switch (info.kind()) {
      case WAKE_UP -> Step.Operation.WAKE_UP;
      case TIMEOUT -> Step.Operation.TIMEOUT;
      case TRYLOCK_FAILED -> Step.Operation.TRY_ACQUIRE_FAILED;
      case TRY_FAILED -> Step.Operation.COUNTER_FAILED;
      case OVERFLOW -> Step.Operation.COUNTER_OVERFLOW;
      case THREAD_EXIT -> Step.Operation.FINISH;
      case RETURN -> Step.Operation.CALL;
      case COMMAND -> commandOperation(c);
      default -> Step.Operation.OTHER;
    };
  }

  private static Step.Operation commandOperation(Command c) {
    if (c instanceof Command.Acquire) {
      return Step.Operation.ACQUIRE;
    } else if (c instanceof Command.TryAcquire) {
      return Step.Operation.TRY_ACQUIRE;
    } else if (c instanceof Command.Release) {
      return Step.Operation.RELEASE;
    } else if (c instanceof Command.Wait) {
      return Step.Operation.MONITOR_WAIT;
    } else if (c instanceof Command.Await a) {
      // A timed Object.wait is an await of the monitor on itself (see MonitorModel).
      return a.condition().equals(a.lock()) ? Step.Operation.MONITOR_WAIT
          : Step.Operation.CONDITION_AWAIT;
    } else if (c instanceof Command.Notify) {
      return Step.Operation.NOTIFY;
    } else if (c instanceof Command.NotifyAll) {
      return Step.Operation.NOTIFY_ALL;
    } else if (c instanceof Command.Signal) {
      return Step.Operation.SIGNAL;
    } else if (c instanceof Command.Park) {
      return Step.Operation.PARK;
    } else if (c instanceof Command.Unpark) {
      return Step.Operation.UNPARK;
    } else if (c instanceof Command.Fork) {
      return Step.Operation.START;
    } else if (c instanceof Command.Join) {
      return Step.Operation.JOIN;
    } else if (c != null && Command.counterOf(c) != null) {
      return Step.Operation.COUNTER;
    } else if (c instanceof Command.Assign) {
      return Step.Operation.ASSIGN;
    } else if (c instanceof Command.Switch || c instanceof Command.HoldDepth) {
      return Step.Operation.TEST;
    } else if (c instanceof Command.Call) {
      return Step.Operation.CALL;
    } else if (c instanceof Command.Read) {
      return Step.Operation.READ;
    } else if (c instanceof Command.Write) {
      return Step.Operation.WRITE;
    }
    return Step.Operation.OTHER;
  }

  /** What a step acts on (see {@link Step}), or null. */
  String subject(NodeInfo info) {
    Command c = info.command();
    if (c instanceof Command.Fork f) {
      return threads.label(f.thread());
    } else if (c instanceof Command.Join j) {
      return j.thread().equals(Command.Join.SELF) ? null : threads.label(j.thread());
    } else if (c instanceof Command.Unpark u) {
      return u.thread().equals(Command.Join.SELF) ? info.thread() == null ? null
          : threads.label(info.thread()) : threads.label(u.thread());
    } else if (c instanceof Command.Assign a) {
      return a.variable();
    } else if (c instanceof Command.Switch sw) {
      return sw.variable();
    } else if (c instanceof Command.HoldDepth h) {
      return locks.label(h.lock());
    } else if (c == null) {
      return null;
    }
    String lock = Command.lockOf(c);
    return locks.label(lock != null ? lock : Command.counterOf(c));
  }

  private SkeletonGuards guards() {
    if (guards == null) {
      guards = SkeletonGuards.of(program);
    }
    return guards;
  }

  /** The number of {@link #steps} among the first {@code length} transitions of the witness. */
  int stepCount(int[] witness, int length) {
    int n = 0;
    for (int i = 0; i < length; i++) {
      if (action(origins.transition(witness[i])) != null) {
        n++;
      }
    }
    return n;
  }

  /** The explanation of a witness whose final marking has blocked threads. */
  Explanation.Deadlock deadlock(int[] witness) {
    int[] marking = replay(witness, witness.length);
    List<ThreadState> states = origins.threadStates(marking);
    Map<String, Map<String, List<NodeInfo>>> taken = origins.acquisitions(witness);
    Map<String, String> holderOf = new TreeMap<>();
    for (ThreadState s : states) {
      for (HeldLock h : s.held()) {
        holderOf.putIfAbsent(h.lock(), threads.label(s.thread()));
      }
    }
    List<Explanation.BlockedThread> blocked = new ArrayList<>();
    for (ThreadState s : states) {
      if (s.status() == ThreadState.Status.RUNNABLE) {
        continue;
      }
      String lock = s.status() == ThreadState.Status.BLOCKED_ON_LOCK
          || s.status() == ThreadState.Status.BLOCKED_REACQUIRING ? s.waitsFor() : null;
      String heldBy = lock != null ? holderOf.get(lock) : null;
      List<Explanation.HeldLock> holds = new ArrayList<>();
      for (HeldLock h : s.held()) {
        List<NodeInfo> sites = taken.getOrDefault(s.thread(), Map.of()).get(h.lock());
        Origin at = sites == null || sites.isEmpty() ? Origin.NONE : sites.get(0).origin();
        holds.add(new Explanation.HeldLock(locks.label(h.lock()), h.depth(),
            ApiTypes.location(at)));
      }
      String joins = s.status() == ThreadState.Status.BLOCKED_ON_JOIN
          && !s.waitsFor().equals(Command.Join.SELF) ? threads.label(s.waitsFor()) : null;
      blocked.add(new Explanation.BlockedThread(threads.label(s.thread()), s.instances(),
          waitingFor(s), joins, ApiTypes.locations(s.frames()), locks.label(lock), heldBy,
          holds, ApiTypes.location(threads.createdAt(s.thread()))));
    }
    // Threads blocked on locks (the cycle) first, then those blocked on them (joins, ...).
    blocked.sort((x, y) -> Boolean.compare(x.lock() == null, y.lock() == null));
    return new Explanation.Deadlock(blocked, steps(witness));
  }

  /** The explanation of a lasso whose transitions from {@code loopStart} on repeat forever. */
  Explanation.NonTermination nonTermination(int[] witness, int loopStart) {
    int[] atLoop = replay(witness, loopStart);
    Map<String, Set<Origin>> loops = new TreeMap<>();
    for (int i = loopStart; i < witness.length; i++) {
      NodeInfo info = origins.transition(witness[i]);
      if (action(info) != null && info.origin().isKnown()) {
        loops.computeIfAbsent(info.thread(), k -> new LinkedHashSet<>()).add(info.origin());
      }
    }
    List<Explanation.LoopingThread> looping = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (ThreadState s : origins.threadStates(atLoop)) {
      if (!seen.add(s.thread())) {
        continue;
      }
      Set<Origin> loop = loops.getOrDefault(s.thread(), Set.of());
      looping.add(new Explanation.LoopingThread(threads.label(s.thread()),
          ApiTypes.locations(new ArrayList<>(loop)),
          s.frames().isEmpty() ? null : ApiTypes.location(s.frames().get(0)),
          ApiTypes.location(threads.createdAt(s.thread()))));
    }
    return new Explanation.NonTermination(looping, steps(witness), stepCount(witness, loopStart));
  }

  /**
   * If the witness overflows a limit counter (the model stops following the program there),
   * why the check is inconclusive: the counter, its capacity, and the thread and Java line of
   * the overflowing step.
   */
  Optional<String> overflow(int[] witness) {
    for (int t : witness) {
      NodeInfo info = origins.transition(t);
      if (info.kind() == NodeKind.OVERFLOW) {
        return Optional.of("the model's bound of " + lockName(info.lock()) + " ("
            + capacity(info.lock()) + ") is exceeded when thread " + threads.label(info.thread())
            + " runs "
            + describe(info.command(), threads).text() + " at " + info.origin().frame()
            + "; the model does not follow the program beyond that bound, so no verdict");
      }
    }
    return Optional.empty();
  }

  /**
   * Why a dead final marking of {@code witness} is no deadlock of the Java program: a thread
   * stopped at an acquire of a lock it holds itself, at the model's reentrancy bound, where Java
   * re-enters ({@link BoundedReentry}); empty otherwise.
   */
  Optional<String> boundedReentry(int[] witness) {
    return BoundedReentry.find(origins.threadStates(replay(witness, witness.length)),
            origins::isMultiInstance)
        .map(s -> "thread " + threads.label(s.thread()) + " is stopped at "
            + describe(s.where().command(), threads) + " at " + s.where().origin().frame()
            + ", a lock it holds itself: Java re-enters it, the model stops there because the"
            + " lock's depth reached the reentrancy bound (raise it with --reentrancy-bound N or"
            + " Analysis.reentrancyBound(N)), so this dead state is no deadlock of the program"
            + " and no verdict is given");
  }

  /**
   * Why {@code witness} shows no violation of the Java program: it starts a thread whose run
   * target is unknown ({@link UnknownThreadStarts}); empty otherwise.
   */
  Optional<String> unknownThreadStart(int[] witness) {
    return UnknownThreadStarts.find(origins, witness).map(info -> {
      Command.Fork f = (Command.Fork) info.command();
      if (f.thread().startsWith(org.petrify.ir.rb.Procedure.DROPPED_CALLBACK_THREAD)) {
        return "the witness passes the library call at " + f.origin().frame() + ", where the"
            + " JDK may run application code that the model does not run (see the"
            + " library-callback caveat there), maybe in a thread of its own: that code may be"
            + " what the other threads wait for, so this violation is no evidence and no"
            + " verdict is given";
      }
      return "the witness starts thread " + threads.label(f.thread()) + " at "
          + f.origin().frame() + ", whose run target is not known to the model (see the"
          + " empty-thread caveat): it does nothing in the model but runs code on the JVM,"
          + " which may be what the other threads wait for, so this violation is no evidence"
          + " and no verdict is given";
    });
  }

  /**
   * The explanation of {@code witness}, a path to a dead marking in which no thread runs, as a
   * non-terminating run: a task of a pool whose idle workers keep the JVM alive ran (a {@link
   * org.petrify.ir.rb.KeptAlive} workers counter is set) and the run never shut that pool down,
   * so its worker never finishes. Its loop start
   * is -1 (no repeated part: the worker waits for a task that never comes). Empty otherwise.
   */
  Optional<Explanation.NonTermination> keptAlive(int[] witness) {
    int[] marking = replay(witness, witness.length);
    for (int p : origins.runningPlaces().values()) {
      if (marking[p] > 0) {
        return Optional.empty();
      }
    }
    java.util.Set<String> shutDown = new java.util.HashSet<>();
    for (int t : witness) {
      if (origins.transition(t).command() instanceof Command.TryUp up
          && org.petrify.ir.rb.KeptAlive.isShutDown(up.counter())) {
        shutDown.add(org.petrify.ir.rb.KeptAlive.poolOf(up.counter()));
      }
    }
    for (int t : witness) {
      NodeInfo info = origins.transition(t);
      if (info.command() instanceof Command.TryUp up
          && org.petrify.ir.rb.KeptAlive.isWorkers(up.counter())
          && !shutDown.contains(org.petrify.ir.rb.KeptAlive.poolOf(up.counter()))) {
        SourceLocation at = ApiTypes.location(up.origin());
        String label = threads.label(info.thread());
        if (!startsTask(witness, t)) {
          label = "a core worker prestarted by " + label;
        }
        Explanation.LoopingThread worker = new Explanation.LoopingThread(
            label, List.of(), at, at);
        return Optional.of(new Explanation.NonTermination(List.of(worker), steps(witness), -1));
      }
    }
    return Optional.empty();
  }

  /**
   * Why {@code witness} is no evidence: on a thread whose recursion stack saturated (it once had
   * more pending recursive calls of a shared subnet than the encoder's recursion bound, {@link
   * NodeKind#RECURSION_SATURATED}) it returns to a call site other than the one that entered
   * that call, which the net allows only past the bound ({@link WrongReturns}); empty
   * otherwise. Below the bound, and on threads without a saturated stack, the returns of a
   * single-instance thread are exact, so a wrong return of one is always past the bound.
   */
  Optional<org.petrify.ir.rb.Caveat> recursionBound(int[] witness) {
    int[] end = replay(witness, witness.length);
    Set<String> saturated = new java.util.TreeSet<>();
    for (int p : origins.places(NodeKind.RECURSION_SATURATED)) {
      if (end[p] > 0) {
        saturated.add(origins.place(p).thread());
      }
    }
    if (saturated.isEmpty()) {
      return Optional.empty();
    }
    return WrongReturns.first(net, origins, witness, saturated::contains)
        .map(w -> new org.petrify.ir.rb.Caveat("recursion-bound", w.ret().origin(), "the witness"
            + " recurses deeper than the model's recursion bound (" + recursionBound + " pending"
            + " recursive calls of one procedure per thread) and then " + w.text() + ": past the"
            + " bound a return may go to any recursive call site, which no Java run does, so this"
            + " witness is no evidence and no verdict is given (raise the bound with"
            + " --recursion-bound N or Analysis.recursionBound(N))",
            org.petrify.ir.rb.Caveat.Effect.IMPRECISE));
  }

  /**
   * True if the step {@code t} of {@code witness} is the first step of its thread, and that
   * thread is not the one of the witness's first step (the launching thread): the start of a
   * pool task, not a prestart call of a running thread.
   */
  private boolean startsTask(int[] witness, int t) {
    String thread = origins.transition(t).thread();
    if (java.util.Objects.equals(origins.transition(witness[0]).thread(), thread)) {
      return false;
    }
    for (int s : witness) {
      if (s == t) {
        return true;
      }
      if (java.util.Objects.equals(origins.transition(s).thread(), thread)) {
        return false;
      }
    }
    return true;
  }

  private String capacity(String counter) {
    return counterCapacity.getOrDefault(counter, counter != null
        && counter.startsWith("started instances of ")
        ? org.petrify.ir.rb.Command.Join.MAX_UNJOINED + " unjoined threads" : "?");
  }

  private int[] replay(int[] witness, int length) {
    int[] marking = net.initialMarking();
    for (int i = 0; i < length; i++) {
      int t = witness[i];
      if (!net.isEnabled(t, marking)) {
        throw new IllegalStateException("witness does not replay: step " + (i + 1) + " ("
            + net.transitionName(t) + ") is not enabled");
      }
      net.fire(t, marking);
    }
    return marking;
  }

  private String lockName(String lock) {
    return locks.shown(lock);
  }

  /** What a thread blocked at a counter command waits for. */
  private Explanation.WaitingFor waitingForCounter(Command c) {
    if (c instanceof Command.Down d) {
      return new Explanation.WaitingFor(Explanation.WaitingFor.Reason.COUNTER_TO_HOLD,
          lockName(d.counter()), String.valueOf(d.amount()), null);
    } else if (c instanceof Command.Up u) {
      return new Explanation.WaitingFor(Explanation.WaitingFor.Reason.COUNTER_ROOM,
          lockName(u.counter()), String.valueOf(u.amount()), null);
    } else if (c instanceof Command.Until u) {
      return new Explanation.WaitingFor(u.atLeast() ? Explanation.WaitingFor.Reason
          .COUNTER_AT_LEAST : Explanation.WaitingFor.Reason.COUNTER_AT_MOST,
          lockName(u.counter()), String.valueOf(u.amount()), null);
    }
    return new Explanation.WaitingFor(Explanation.WaitingFor.Reason.SOME_COUNTER, null);
  }

  private Explanation.WaitingFor waitingFor(ThreadState s) {
    return switch (s.status()) {
      case BLOCKED_ON_LOCK -> readWrite.blockedOnLock(s.where(), s.waitsFor())
          .orElse(new Explanation.WaitingFor(Explanation.WaitingFor.Reason.LOCK,
              lockName(s.waitsFor())));
      case BLOCKED_ON_JOIN -> s.waitsFor().equals(Command.Join.SELF)
          ? new Explanation.WaitingFor(Explanation.WaitingFor.Reason.ITSELF_TO_FINISH, null)
          : new Explanation.WaitingFor(Explanation.WaitingFor.Reason.THREAD_TO_FINISH,
              threads.label(s.waitsFor()));
      case BLOCKED_ON_COUNTER -> readWrite.blockedOnCounter(s.where().command())
          .orElse(waitingForCounter(s.where().command()));
      case PARKED -> new Explanation.WaitingFor(Explanation.WaitingFor.Reason.PERMIT, null);
      case WAITING_FOR_NOTIFY -> s.where().command() instanceof Command.Await a
          && !a.condition().equals(a.lock())
          ? new Explanation.WaitingFor(Explanation.WaitingFor.Reason.SIGNAL,
              lockName(a.condition()), lockName(a.lock()), null)
          : new Explanation.WaitingFor(Explanation.WaitingFor.Reason.NOTIFICATION,
              lockName(s.waitsFor()));
      case BLOCKED_REACQUIRING -> new Explanation.WaitingFor(
          Explanation.WaitingFor.Reason.LOCK_AGAIN, lockName(s.waitsFor()));
      case STUCK -> new Explanation.WaitingFor(Explanation.WaitingFor.Reason.NOTHING, null, null,
          s.where().command() != null ? describe(s.where().command(), threads) : null);
      case RUNNABLE -> new Explanation.WaitingFor(Explanation.WaitingFor.Reason.TURN, null);
    };
  }

  /**
   * What a transition does in program terms, or null for bookkeeping; a return of a shared
   * subnet is shown with the call site it returns to.
   */
  Action action(NodeInfo info) {
    if (info == null) {
      return null;
    }
    return switch (info.kind()) {
      case COMMAND -> info.command() instanceof Command.Switch sw
          ? new Action(Action.Verb.IS, fieldName(sw.variable()), String.valueOf(info.value()))
          : info.command() instanceof Command.HoldDepth h
          ? new Action(Action.Verb.HOLD_COUNT, lockName(h.lock()), String.valueOf(info.depth()))
          : info.command() instanceof Command.Jump && info.value() != null
          ? new Action(Action.Verb.THROW, info.value())
          : info.command() != null ? describe(info.command(), threads) : null;
      case WAKE_UP -> new Action(Action.Verb.WAKE_UP, lockName(info.lock()));
      case TIMEOUT -> new Action(Action.Verb.TIMEOUT, null);
      case TRYLOCK_FAILED -> new Action(Action.Verb.TRY_LOCK_FAILED, lockName(info.lock()));
      case TRY_FAILED -> new Action(info.command() instanceof Command.TryDown
          ? Action.Verb.NOT_ENOUGH : Action.Verb.NO_ROOM, lockName(info.lock()), null,
          describe(info.command(), threads));
      case OVERFLOW -> new Action(Action.Verb.OVER_BOUND, lockName(info.lock()), null,
          describe(info.command(), threads));
      case UNHELD -> new Action(Action.Verb.NOT_HELD, lockName(info.lock()), null,
          describe(info.command(), threads));
      case THREAD_EXIT -> new Action(Action.Verb.FINISH, null);
      case RETURN -> returnsTo(info);
      default -> null;
    };
  }

  /**
   * A return of a shared (recursive or deep) subnet, which the net may choose among several
   * call sites: shown as a step at the call site it returns to.
   */
  private static Action returnsTo(NodeInfo info) {
    if (!(info.command() instanceof Command.Call call)) {
      return null;
    }
    return new Action(Action.Verb.RETURN, call.procedure());
  }

  /**
   * The Java field a tracked variable stands for, as written in the source: the part after the
   * last dot of {@code pkg.Cls.field} or {@code <object>.field}.
   */
  static String fieldName(String variable) {
    return variable.substring(variable.lastIndexOf('.') + 1);
  }

  /** A short description of an rb command in Java terms, threads named by {@code threads}. */
  Action describe(Command c, ThreadLabels threads) {
    if (c instanceof Command.Acquire a) {
      return new Action(Action.Verb.LOCK, lockName(a.lock()));
    } else if (c instanceof Command.TryAcquire t) {
      return new Action(Action.Verb.TRY_LOCK, lockName(t.lock()));
    } else if (c instanceof Command.Release r) {
      return new Action(Action.Verb.UNLOCK, lockName(r.lock()));
    } else if (c instanceof Command.Fork f) {
      return new Action(Action.Verb.START, threads.label(f.thread()), f.procedure());
    } else if (c instanceof Command.Join j) {
      return j.thread().equals(Command.Join.SELF) ? new Action(Action.Verb.JOIN_ITSELF, null)
          : new Action(Action.Verb.JOIN, threads.label(j.thread()));
    } else if (c instanceof Command.Park p) {
      return new Action(p.timed() ? Action.Verb.PARK_TIMED : Action.Verb.PARK, null);
    } else if (c instanceof Command.Unpark u) {
      return u.thread().equals(Command.Join.SELF) ? new Action(Action.Verb.UNPARK_ITSELF, null)
          : new Action(Action.Verb.UNPARK, threads.label(u.thread()));
    } else if (c instanceof Command.Interrupt i) {
      return i.thread().equals(Command.Join.SELF)
          ? new Action(Action.Verb.INTERRUPT_ITSELF, null)
          : new Action(Action.Verb.INTERRUPT, threads.label(i.thread()));
    } else if (c instanceof Command.Interruptible) {
      return new Action(Action.Verb.INTERRUPTIBLE, null);
    } else if (c instanceof Command.ClearInterrupt) {
      return new Action(Action.Verb.CLEAR_INTERRUPT, null);
    } else if (c instanceof Command.Down d) {
      return new Action(Action.Verb.TAKE, lockName(d.counter()), String.valueOf(d.amount()));
    } else if (c instanceof Command.Up u) {
      return new Action(Action.Verb.ADD, lockName(u.counter()), String.valueOf(u.amount()));
    } else if (c instanceof Command.TryDown d) {
      return new Action(Action.Verb.TRY_TAKE, lockName(d.counter()), String.valueOf(d.amount()));
    } else if (c instanceof Command.TryUp u) {
      return new Action(Action.Verb.TRY_ADD, lockName(u.counter()), String.valueOf(u.amount()));
    } else if (c instanceof Command.Until u) {
      return new Action(u.atLeast() ? Action.Verb.WAIT_UNTIL_AT_LEAST
          : Action.Verb.WAIT_UNTIL_AT_MOST, lockName(u.counter()), String.valueOf(u.amount()));
    } else if (c instanceof Command.Call call) {
      return new Action(Action.Verb.CALL, call.procedure());
    } else if (c instanceof Command.Read r) {
      return new Action(Action.Verb.READ, r.variable());
    } else if (c instanceof Command.Write w) {
      return new Action(Action.Verb.WRITE, w.variable());
    } else if (c instanceof Command.Wait w) {
      return new Action(Action.Verb.WAIT, lockName(w.lock()));
    } else if (c instanceof Command.Notify n) {
      return new Action(Action.Verb.NOTIFY, lockName(n.lock()));
    } else if (c instanceof Command.NotifyAll n) {
      return new Action(Action.Verb.NOTIFY_ALL, lockName(n.lock()));
    } else if (c instanceof Command.Await a) {
      return a.condition().equals(a.lock())
          ? new Action(a.timed() ? Action.Verb.WAIT_TIMED : Action.Verb.WAIT, lockName(a.lock()))
          : new Action(a.timed() ? Action.Verb.AWAIT_TIMED : Action.Verb.AWAIT,
              lockName(a.condition()));
    } else if (c instanceof Command.Signal x) {
      return new Action(x.all() ? Action.Verb.SIGNAL_ALL : Action.Verb.SIGNAL,
          lockName(x.condition()));
    } else if (c instanceof Command.Assign a) {
      return new Action(Action.Verb.ASSIGN, fieldName(a.variable()), String.valueOf(a.value()));
    } else if (c instanceof Command.Switch sw) {
      return new Action(Action.Verb.TEST, fieldName(sw.variable()));
    } else if (c instanceof Command.HoldDepth h) {
      return new Action(Action.Verb.HOLD_COUNT, lockName(h.lock()));
    } else if (c instanceof Command.Jump) {
      return new Action(Action.Verb.BRANCH, null);
    } else if (c instanceof Command.Goto g) {
      return new Action(Action.Verb.GOTO, g.target());
    }
    return new Action(Action.Verb.SKIP, null);
  }
}
