package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.rb.Procedure;
import org.petrify.ir.rb.Variable;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * A platform thread's object as a monitor and its {@code isAlive()}: the JVM's end of a thread
 * ({@code JavaThread::exit}, {@code ensure_join}) takes the monitor of the thread object, marks
 * the thread terminated ({@code isAlive()} false from then on), does a {@code notifyAll} on
 * it and releases it; {@code isAlive()} is true from the return of {@code start()} until then.
 * So {@code synchronized (t) { while (t.isAlive()) t.wait(); }} ends once {@code t} ends (what
 * {@code Thread.join} itself does, see {@link JoinMonitors}), and a {@code synchronized (t)}
 * held by another thread forever keeps {@code t} from ending (and its joiners waiting).
 *
 * <p><b>Which threads.</b> A <em>watched</em> thread is a started thread object that is one
 * runtime object ({@link PointsToResult#isSummary} false), allocated by a {@code new} of a
 * subclass of {@code java.lang.Thread} in application code, run as a plain thread (no pool, no
 * periodic task, no library run target: {@link TranslationContext#threadProcedure}), and either
 * taken by a {@code synchronized} of the program ({@link JoinMonitors#isSynchronizedOn}: also
 * every {@code wait}/{@code notify} on it, which must hold it) or the receiver of an
 * {@code isAlive()} call.
 *
 * <p><b>Commands.</b> A watched thread runs a procedure {@code call body else end; end:
 * acquire k; assign t.alive false; notifyAll k; release k} around its usual thread procedure
 * ({@link #wrap}), where {@code k} is the rb lock of its monitor (only when some
 * {@code synchronized} takes it) and {@code t.alive} its liveness variable (only when some
 * {@code isAlive()} asks it); the exceptional end of the body goes the same way, as in the
 * JVM, which runs the exit after the uncaught-exception handling. The fork of a watched thread
 * with a liveness variable is preceded by {@code assign t.alive true} in the starting thread
 * ({@link #beforeFork}); {@code l = t.isAlive()} of a receiver that is exactly one watched
 * thread becomes {@code switch t.alive false L0 true L1}, with {@code l} pinned to the answer
 * ({@link #aliveVariable}).
 *
 * <p><b>Soundness.</b> Every Java run is a model run: a {@code start} is the assignment
 * followed by the fork, and the assignment alone is invisible to every thread but one asking
 * {@code isAlive()} between the two steps, which sees {@code true} (one more run, never one
 * fewer); the thread's last steps are those of the JVM's exit, in its order, each an rb step.
 * The variable is never dropped by the race rounds ({@link #isAliveVariable}): JLS 17.4.4 makes
 * {@code start()} synchronize with the new thread and the thread's last action with any
 * {@code isAlive()} that sees it ended, and HotSpot's {@code isAlive} reads a volatile field, so
 * its accesses are sequentially consistent, as rb variables are. A thread that is not watched
 * is modelled as before: its end does not touch its monitor (an application {@code t.wait()}
 * then waits forever: a spurious deadlock at most) and {@code isAlive()} is a free choice.
 */
final class ThreadLiveness {
  /** The suffix of a liveness variable's name, after the thread object's name. */
  static final String ALIVE_SUFFIX = ".alive";
  /** The prefix of the name of a watched thread's inner procedure (its usual one). */
  static final String BODY_PREFIX = "thread-body:";

  private final TranslationContext tc;
  private final JoinMonitors monitors;
  private Set<Integer> queried;
  private Set<Integer> otherStarts;
  private final Map<String, Variable> declared = new TreeMap<>();

  ThreadLiveness(TranslationContext tc) {
    this.tc = tc;
    this.monitors = new JoinMonitors(tc.pts());
  }

  /** The join-monitor rule over the same program ({@link JoinMonitors}). */
  JoinMonitors monitors() {
    return monitors;
  }

  /** True if the rb variable is a thread's liveness variable (never racy: see the class). */
  static boolean isAliveVariable(String name) {
    return name.endsWith(ALIVE_SUFFIX);
  }

  /** True if thread {@code t} is watched (see the class comment); {@code plain} as given. */
  boolean watched(AbstractObject t, boolean plain) {
    return plain && candidate(t) && (monitors.isSynchronizedOn(t) || queried().contains(t.id()));
  }

  /**
   * The liveness variable of thread {@code t}, declared on first use, or null when {@code t}
   * has none (not watched, or no {@code isAlive()} asks it).
   */
  String aliveVariable(AbstractObject t) {
    if (!candidate(t) || !queried().contains(t.id()) || !tc.isPlainThread(t)
        || otherStarts().contains(t.id())) {
      return null;
    }
    String name = t.name() + ALIVE_SUFFIX;
    declared.computeIfAbsent(name, n -> new Variable(n, List.of("false", "true"), "false"));
    return name;
  }

  /** The commands before the fork of thread {@code t}: its liveness becoming true, if any. */
  List<Command> beforeFork(AbstractObject t, Supplier<String> label, Origin origin) {
    String alive = aliveVariable(t);
    return alive == null ? List.of()
        : List.of(new Command.Assign(label.get(), alive, "true", origin));
  }

  /**
   * The procedures for the thread procedure {@code inner} of thread {@code t}: {@code inner}
   * itself when {@code t} is not watched; else {@code inner} renamed and the procedure of the
   * class comment under {@code inner}'s name (so every fork of it runs the exit).
   */
  List<Procedure> wrap(AbstractObject t, Procedure inner) {
    if (!watched(t, tc.isPlainThread(t))) {
      return List.of(inner);
    }
    Origin o = t.origin();
    String body = BODY_PREFIX + inner.name();
    List<Command> exit = new ArrayList<>();
    exit.add(new Command.Call("run", body, "end", o));
    String lock = monitors.isSynchronizedOn(t) ? tc.lockName(t, o) : null;
    String alive = aliveVariable(t);
    exit.add(lock != null ? new Command.Acquire("end", lock, o) : new Command.Skip("end", o));
    if (alive != null) {
      exit.add(new Command.Assign("dead", alive, "false", o));
    }
    if (lock != null) {
      exit.add(new Command.NotifyAll("wake", lock, o));
      exit.add(new Command.Release("free", lock, o));
    }
    return List.of(new Procedure(inner.name(), exit), new Procedure(body, inner.body()));
  }

  /** The liveness variables used, sorted by name. */
  List<Variable> declarations() {
    return List.copyOf(declared.values());
  }

  /**
   * A single-object, application-allocated, started {@code java.lang.Thread} (or subclass)
   * object.
   */
  private boolean candidate(AbstractObject t) {
    PointsToResult pts = tc.pts();
    return t.kind() == AbstractObject.Kind.ALLOCATION && !pts.isSummary(t)
        && pts.startedThreads().contains(t)
        && tc.code().isSubtype(tc.code().classType(t.type()),
            tc.code().classType("java.lang.Thread"));
  }

  /**
   * Ids of the threads some call other than a {@code Thread.start()} starts (a shutdown hook's
   * registration, ...): the fork there is not preceded by the liveness assignment, so such a
   * thread gets no liveness variable.
   */
  private Set<Integer> otherStarts() {
    if (otherStarts == null) {
      otherStarts = new HashSet<>();
      PointsToResult pts = tc.pts();
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        for (int i = 0; i < body.stmts().size(); i++) {
          List<AbstractObject> started = pts.threadsStartedAt(mi, i);
          AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
          if (!started.isEmpty() && !isStartCall(inv)) {
            started.forEach(o -> otherStarts.add(o.id()));
          }
        }
      }
    }
    return otherStarts;
  }

  /** True for {@code x.start()} with an instance receiver (a {@code Thread}'s start). */
  private static boolean isStartCall(AbstractInvokeExpr inv) {
    return inv instanceof AbstractInstanceInvokeExpr && inv.getArgCount() == 0
        && inv.getMethodSignature().getName().equals("start")
        && inv.getMethodSignature().getType().toString().equals("void");
  }

  /** Ids of the objects some reachable {@code isAlive()} call may receive. */
  private Set<Integer> queried() {
    if (queried == null) {
      queried = tc.pts().callReceiverIds(ThreadLiveness::isAliveCall);
    }
    return queried;
  }

  /** The objects the receiver of call {@code inv} at statement {@code i} may be. */
  List<AbstractObject> receivers(MethodInstance mi, int i, AbstractInvokeExpr inv) {
    return tc.pts().pointsTo(mi, i, ((AbstractInstanceInvokeExpr) inv).getBase());
  }

  /** True for {@code x.isAlive()} (declared by {@code Thread} or a subclass). */
  static boolean isAliveCall(AbstractInvokeExpr inv) {
    return inv instanceof AbstractInstanceInvokeExpr && inv.getArgCount() == 0
        && inv.getMethodSignature().getName().equals("isAlive")
        && inv.getMethodSignature().getType().toString().equals("boolean");
  }
}
