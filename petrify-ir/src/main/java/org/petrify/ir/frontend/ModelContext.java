package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Counter;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Immediate;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * What the library models of one translation share: the translation context, the rb counters
 * ({@link Counter}, one per abstract object and role, named {@code <object>.<role>}, e.g.
 * {@code java.util.concurrent.Semaphore@Main.java:9.permits}), the constant constructor
 * arguments of the objects of modelled classes, and the helpers every model uses. The whole
 * program is observed once, on the first need ({@link #observed()}).
 */
final class ModelContext {
  /** The model's bound on concurrent read holds of a read-write or stamped lock. */
  static final int READ_HOLDS = 4;

  final TranslationContext tc;
  private final Map<String, Counter> counters = new TreeMap<>();
  /** The classes whose constant constructor arguments are recorded. */
  private final Set<String> constructed;
  /** Per object id, the int constants of its constructor call ({@code null}: not constant). */
  private final Map<Integer, List<Integer>> constructorArgs = new HashMap<>();
  private final Runnable observeAll;
  private boolean observed;

  ModelContext(TranslationContext tc, Set<String> constructed, Runnable observeAll) {
    this.tc = tc;
    this.constructed = constructed;
    this.observeAll = observeAll;
  }

  /** Observes the whole program once, if not yet done (see {@link LibraryModel#observe}). */
  void observed() {
    if (!observed) {
      observed = true;
      observeAll.run();
    }
  }

  /** Records the constant arguments of a constructor call of a {@link #constructed} class. */
  void observeConstructor(MethodInstance mi, int index, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || !inv.getMethodSignature().getName()
        .equals("<init>") || !constructed.contains(
            inv.getMethodSignature().getDeclClassType().getFullyQualifiedName())) {
      return;
    }
    List<Integer> args = new ArrayList<>();
    for (Immediate a : ii.getArgs()) {
      args.add(a instanceof IntConstant c ? c.getValue() : a instanceof Local l
          ? SuperArguments.intConstant(tc.pts(), mi, ii, l) : null);
    }
    for (AbstractObject o : tc.pts().pointsTo(mi, index, ii.getBase())) {
      constructorArgs.put(o.id(), args);
    }
  }


  /** The counters the translated commands use, sorted by name. */
  List<Counter> counters() {
    return List.copyOf(counters.values());
  }

  boolean has(String counter) {
    return counters.containsKey(counter);
  }

  Counter counter(String name) {
    return counters.get(name);
  }

  /** Declares a counter of an object; a summary object gets the UNSOUND caveat. */
  void declare(Counter c, AbstractObject o, Origin where) {
    counters.put(c.name(), c);
    if (tc.pts().isSummary(o)) {
      tc.caveat("summary-counter", where, o.name() + " stands for several runtime objects"
          + " (allocated on a loop or in code that runs more than once); they share one"
          + " counter " + c.name(), Caveat.Effect.UNSOUND);
    }
  }

  /** Declares a counter unless one of that name exists, without any caveat. */
  void declareIfAbsent(Counter c) {
    counters.putIfAbsent(c.name(), c);
  }

  /**
   * The limit counter {@code <lock>.readers} of a read-write or stamped lock: its read holds,
   * bounded by {@link #READ_HOLDS}.
   */
  String readers(AbstractObject lock) {
    String name = lock.name() + ".readers";
    if (!counters.containsKey(name)) {
      declare(new Counter(name, READ_HOLDS, 0, true), lock, lock.origin());
    }
    return name;
  }

  /** The receiver objects of a call; none: an UNSOUND caveat (the call does nothing). */
  /**
   * The commands of a timed wait: each {@code join} and {@code until} of {@code cs} made timed,
   * so that the wait may return at any moment, also after it started waiting (a choice between
   * the untimed wait and a {@code skip} made before waiting would let the thread commit to a
   * wait that never ends: a deadlock the JVM cannot reach).
   */
  static List<Command> timed(List<Command> cs) {
    return timed(cs, null);
  }

  /**
   * The commands of a timed wait whose boolean result tells how it ended ({@code
   * awaitTermination}, a latch's timed {@code await}): as {@link #timed(List)}, each timeout
   * going to {@code timeout} (null: falling through), the label where the result is false. The
   * fall-through past the last command is the true outcome: every wait returned because its
   * condition held. A timeout is possible only while its wait's condition does not hold
   * ({@link Command.Join}, {@link Command.Until}), so the false outcome is a real timeout and
   * the true one is never excluded once every condition holds.
   */
  static List<Command> timed(List<Command> cs, String timeout) {
    List<Command> out = new ArrayList<>();
    for (Command c : cs) {
      if (c instanceof Command.Join j) {
        out.add(new Command.Join(j.label(), j.thread(), true, timeout, j.origin()));
      } else if (c instanceof Command.Until u) {
        out.add(new Command.Until(u.label(), u.counter(), u.atLeast(), u.amount(), true,
            timeout, u.origin()));
      } else {
        out.add(c);
      }
    }
    return out;
  }

  /**
   * True if the boolean result of the timed wait at {@code c} may be pinned to how it ended
   * (a pinned attempt, {@link LibraryModel#isTry}): no {@code interrupt} can reach a thread
   * that runs the call's method ({@link InterruptibleWaits#mayBeInterrupted}), since a pinned
   * attempt gets no {@code interruptible} marker and so no route to the handler of the {@code
   * InterruptedException} the wait would throw.
   */
  boolean pinsTimedOutcome(LibraryModel.Call c) {
    return !tc.interruptibleWaits().mayBeInterrupted(c.mi());
  }

  List<AbstractObject> receivers(LibraryModel.Call c, String type) {
    List<AbstractObject> objects = tc.libraryReceivers(c);
    if (objects.isEmpty()) {
      tc.caveat("unknown-synchronizer", c.origin(), "no abstract object for the " + type
          + " receiver; the call does nothing", Caveat.Effect.UNSOUND);
    }
    return objects;
  }

  /** The amount in the first argument, or 1 with a caveat if it is not a positive constant. */
  int amountArg(AbstractInvokeExpr inv, Origin origin) {
    if (inv.getArgCount() > 0 && inv.getArg(0) instanceof IntConstant c && c.getValue() > 0) {
      return c.getValue();
    }
    tc.caveat("synchronizer-amount", origin, "the count argument is not a positive constant;"
        + " modelled as 1", Caveat.Effect.UNSOUND);
    return 1;
  }

  /** Constructor argument {@code k} of the object, or null if unknown or not a constant. */
  Integer constructorArg(AbstractObject o, int k) {
    List<Integer> args = constructorArgs(o);
    return k >= args.size() ? null : args.get(k);
  }

  /** The constructor arguments of the object (empty if its constructor call is unknown). */
  List<Integer> constructorArgs(AbstractObject o) {
    observed();
    return constructorArgs.getOrDefault(o.id(), List.of());
  }

  /** True if the object's constructor call was seen. */
  boolean constructed(AbstractObject o) {
    observed();
    return constructorArgs.containsKey(o.id());
  }

  boolean isStarted(AbstractObject o) {
    return tc.pts().startedThreads().contains(o);
  }

  /** A non-blocking command whose failure just goes on: the command, then a landing skip. */
  static List<Command> tryOrSkip(Supplier<String> label,
      BiFunction<String, String, Command> make, Origin origin) {
    String first = label.get();
    String after = label.get();
    return List.of(make.apply(first, after), new Command.Skip(after, origin));
  }

  /** The rb locks of the receivers; none known: the unknown lock of {@code type}. */
  List<String> lockNames(List<AbstractObject> receivers, String type, Origin origin) {
    List<String> names = new ArrayList<>();
    for (AbstractObject o : receivers) {
      names.add(tc.lockName(o, origin));
    }
    if (names.isEmpty()) {
      names.add(tc.unknownLock(type, origin));
    }
    return names;
  }

  /**
   * The rb locks of the receivers' monitors ({@link TranslationContext#monitorLockName}), for
   * {@code wait} and {@code notify}; none known: the unknown lock of {@code Object}.
   */
  List<String> monitorLockNames(List<AbstractObject> receivers, Origin origin) {
    List<String> names = new ArrayList<>();
    for (AbstractObject o : receivers) {
      names.add(tc.monitorLockName(o, origin));
    }
    if (names.isEmpty()) {
      names.add(tc.unknownLock("java.lang.Object", origin));
    }
    return names;
  }

  /** Single-command alternatives as alternatives of command sequences. */
  static List<Supplier<List<Command>>> each(List<Supplier<Command>> alternatives) {
    List<Supplier<List<Command>>> out = new ArrayList<>();
    for (Supplier<Command> c : alternatives) {
      out.add(() -> List.of(c.get()));
    }
    return out;
  }
}
