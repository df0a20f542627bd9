package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.TripValues;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDivExpr;
import sootup.core.jimple.common.expr.JRemExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ClassType;

/**
 * Application callees whose implicit and library exceptions are followed out of them, to the
 * handlers of their callers: {@code try { work(); } catch (ArithmeticException e) { ... }} where
 * {@code work()} takes a lock and divides. Without this, {@link ImplicitExceptions} routes such
 * exceptions only to handlers of the method that raises them, and the caller's handler is
 * reached by nothing (an UNSOUND {@code unreached-handler}).
 *
 * <p><b>The set P.</b> An application method instance with a body is in P when it has at least
 * one call site, each call site calls it directly (the invoked name is its name: not a lambda
 * body or a call-back run by a library method, whose frames the model does not have), and each
 * call site either lies in a {@code try} whose handler other than a catch-all may catch a
 * {@code RuntimeException} (a {@code catch} of it, of a subclass or of {@code Exception}), or
 * lies in a method of P (the exception passes on to callers of P only). The entry, thread
 * bodies, static initialisers and library call-backs are not in P. P is the greatest set with
 * this property (computed by removing offenders until none is left).
 *
 * <p><b>Modelled exceptions.</b> At each statement of an instance of P, the classes of {@link
 * ImplicitExceptions#typesAt} are thrown before the statement's effects ({@link #implicitTypes}),
 * less those that cannot be thrown or are raised elsewhere: an {@code ArithmeticException} whose
 * divisor the method's conditions prove non-zero and an {@code ArrayIndexOutOfBoundsException}
 * whose index they prove in bounds ({@link GuardedOperands}, {@link TripValues#inBounds}, as
 * {@link UncaughtExceptionCaveats} decides its throw points), and {@code
 * IllegalMonitorStateException}, which the encoder raises exactly where it leaves a method (only
 * when the lock is not held, {@link UnheldMonitorHandlers}), a {@code ClassCastException} of a
 * cast to a supertype of the operand's static type (SootUp's casts of a thrown object), and a
 * {@code NullPointerException}, {@code ClassCastException} or {@code
 * ArrayIndexOutOfBoundsException} at an index known constant that no handler on any route out
 * of the instance may catch ({@link #catchable}): such an exception ends its thread uncaught,
 * which the model leaves out everywhere (the INFO {@code implicit-exceptions} caveat of {@link
 * UncaughtExceptionCaveats}), so it is left out here too; a handler that may catch it is reached.
 * {@link ThrowAnalysis} counts these
 * classes among what the instance throws, so every caller's call gets its exceptional edge, and
 * {@link ProcedureTranslator} gives the statement a nondeterministic edge to the handlers of its
 * method that may catch them and, if none surely does, to the method's exceptional exit. A
 * monitor of a {@code synchronized} block is released by javac's catch-all handler, which is one
 * of those routes; a {@code Lock} held stays held (the bug class of {@code lock(); work();
 * unlock();} without {@code finally}). Soundness: each edge only adds runs; in every JVM run
 * where such an exception is thrown at the statement, it is thrown before the statement has an
 * effect the model sees, and its path through handlers, finally blocks and frames is one the
 * model has (the same routes as an explicit {@code throw}).
 *
 * <p>A JDK call whose unchecked exceptions are exactly known ({@link KnownFailures}: {@code
 * parseInt}, a plain list's {@code get(int)}) throws those classes and the instance may be
 * closed. Another JDK call whose method declares unchecked exceptions throws the declared
 * classes in the model, not any {@code RuntimeException} ({@link #declaresUnchecked}): the rest
 * stays a throw point that {@link UncaughtExceptionCaveats} judges as before.
 *
 * <p><b>Closed instances.</b> An instance is <em>closed</em> when it is in P, has no such JDK
 * call, no call of a concurrency operation whose own failure the model does not raise (a {@code
 * java.util.concurrent} call other than the lock, condition, semaphore, latch and atomic
 * operations of {@link #NO_UNCHECKED}, which throw none but {@code IllegalMonitorStateException};
 * a thread or task start), and every application callee of it that may throw an unchecked
 * exception ({@link UncaughtExceptionCaveats#uncheckedThrowers}) is closed (a greatest
 * fixpoint). Every unchecked exception that may leave a closed instance is then raised by the
 * model (its throw points are those of {@link UncaughtExceptionCaveats}, all of which {@link
 * ImplicitExceptions#typesAt} lists, filtered by the same proofs), so a handler reached from
 * inside a closed callee needs no UNSOUND {@code unreached-handler} caveat ({@link
 * ImplicitExceptions#fromInsideCallee}), and a call of closed callees skips in the model
 * exactly what Java skips ({@code uncaught-exception} is not needed there).
 */
final class CaughtCallees {
  private static final String RUNTIME = "java.lang.RuntimeException";
  private static final String CCE = "java.lang.ClassCastException";
  /**
   * The implicit exceptions that {@link UncaughtExceptionCaveats} leaves unmodelled when no
   * handler catches them (INFO {@code implicit-exceptions}): followed out of an instance only
   * when a handler on some route out of it may catch them ({@link #catchable}).
   */
  private static final Set<String> UNCAUGHT_UNMODELLED = Set.of(
      "java.lang.NullPointerException", CCE);
  private static final String AIOOBE = "java.lang.ArrayIndexOutOfBoundsException";
  /**
   * Concurrency operations that throw no unchecked exception but {@code
   * IllegalMonitorStateException} (for the arguments programs pass them), on the classes
   * {@link #concurrencyClass} names.
   */
  private static final Set<String> NO_UNCHECKED = Set.of("lock", "unlock", "lockInterruptibly",
      "tryLock", "await", "awaitUninterruptibly", "awaitNanos", "signal", "signalAll", "acquire",
      "acquireUninterruptibly", "tryAcquire", "release", "availablePermits", "countDown",
      "getCount", "wait", "notify", "notifyAll", "join", "sleep", "currentThread",
      "isInterrupted", "interrupted", "isHeldByCurrentThread", "isLocked", "readLock",
      "writeLock", "getHoldCount");
  /** Operations of {@code java.util.concurrent.atomic} classes that throw nothing. */
  private static final Set<String> ATOMIC_NO_UNCHECKED = Set.of("get", "set", "lazySet",
      "getAndIncrement", "incrementAndGet", "getAndDecrement", "decrementAndGet", "addAndGet",
      "getAndAdd", "getAndSet", "compareAndSet", "weakCompareAndSet", "getPlain", "setPlain",
      "<init>");

  private final PointsToResult pts;
  private final NullnessRoutes nullness;
  private final SafeCasts casts;
  private final GuardedOperands guards = new GuardedOperands();
  private final Set<MethodInstance> members = new HashSet<>();
  /**
   * Per class of {@link #UNCAUGHT_UNMODELLED} and for {@link #AIOOBE}, the instances of P with a call site under a
   * handler other than a catch-all that may catch it, or in such an instance of P (a least
   * fixpoint).
   */
  private final Map<String, Set<MethodInstance>> catchable = new HashMap<>();
  private final Map<MethodInstance, List<MethodInstance>> siteCallers = new HashMap<>();
  private final Map<MethodInstance, List<Integer>> sites = new HashMap<>();
  private Set<MethodInstance> closed;

  CaughtCallees(PointsToResult pts, NullnessRoutes nullness) {
    this(pts, nullness, new SafeCasts(pts, false));
  }

  /** The same, with the casts that cannot fail ({@link SafeCasts}). */
  CaughtCallees(PointsToResult pts, NullnessRoutes nullness, SafeCasts casts) {
    this.pts = pts;
    this.nullness = nullness;
    this.casts = casts;
    Set<String> judged = new HashSet<>(UNCAUGHT_UNMODELLED);
    judged.add(AIOOBE);
    for (String t : judged) {
      catchable.put(t, new HashSet<>());
    }
    if (pts.code() != null) {
      computeMembers();
      for (String t : judged) {
        computeCatchable(t);
      }
    }
  }

  /** True if {@code mi} is in P. */
  boolean contains(MethodInstance mi) {
    return members.contains(mi);
  }

  /** The number of instances in P. */
  int size() {
    return members.size();
  }

  /**
   * The classes of the implicit and library exceptions statement {@code i} of {@code mi} may
   * throw before its effects and the model follows out of it (see the class comment); empty
   * if {@code mi} is not in P.
   */
  List<String> implicitTypes(MethodInstance mi, int i) {
    if (!members.contains(mi)) {
      return List.of();
    }
    MethodCode body = pts.body(mi);
    List<String> types = new ArrayList<>(ImplicitExceptions.typesAt(pts, nullness, casts, mi, body, i));
    types.remove(UnheldMonitorHandlers.IMSE);
    types.removeIf(t -> UNCAUGHT_UNMODELLED.contains(t) && !catchable.get(t).contains(mi));
    if (declaresUnchecked(mi, i)) {
      types.remove(RUNTIME);
    }
    Stmt s = body.stmt(i);
    if (s instanceof JAssignStmt a) {
      Value r = a.getRightOp();
      if (r instanceof JCastExpr c && c.getOp().getType() instanceof ClassType from
          && c.getType() instanceof ClassType to && pts.code().isSubtype(from, to)) {
        types.remove(CCE);
      }
      if ((r instanceof JDivExpr || r instanceof JRemExpr)
          && guards.nonZero(body, i, ((AbstractBinopExpr) r).getOp2())) {
        types.remove("java.lang.ArithmeticException");
      }
      boolean constant = !catchable.get(AIOOBE).contains(mi)
          && constantIndex(body, i, r) && constantIndex(body, i, a.getLeftOp());
      if (constant || provedInBounds(body, i, r) && provedInBounds(body, i, a.getLeftOp())) {
        types.remove(AIOOBE);
      }
    }
    return types;
  }

  /**
   * True if statement {@code i} is a JDK call that may throw ({@link
   * UncaughtExceptionCaveats#libraryThrowPoint}) and whose method declares an unchecked
   * exception ({@code Integer.parseInt}'s {@code NumberFormatException}): the declared classes
   * are followed, and any other {@code RuntimeException} is not (it stays a throw point of
   * {@link UncaughtExceptionCaveats}, and the instance is not closed). Following that remainder
   * would let it escape a handler of the declared class and end the thread, a run the JDK
   * method does not have in ordinary use. False for a call whose failures are exactly known
   * ({@link KnownFailures}): it throws those classes and no other, so nothing is left out.
   */
  boolean declaresUnchecked(MethodInstance mi, int i) {
    MethodCode body = pts.body(mi);
    AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
    if (inv == null || !pts.callees(mi, i).isEmpty() || !pts.threadsStartedAt(mi, i).isEmpty()
        || !UncaughtExceptionCaveats.libraryThrowPoint(pts, mi, body, i, inv)
        || KnownFailures.at(pts, mi, body, i) != null) {
      return false;
    }
    ClassType runtime = pts.code().classType(RUNTIME);
    return pts.code().resolve(inv.getMethodSignature()).map(m -> m.getExceptionSignatures()
        .stream().anyMatch(t -> pts.code().isSubtype(t, runtime))).orElse(false);
  }

  /** True if {@code v} is no array element, or one at an index known constant. */
  private static boolean constantIndex(MethodCode body, int i, Value v) {
    return !(v instanceof JArrayRef ref) || body.intValue(i, ref.getIndex()) != null;
  }

  private boolean provedInBounds(MethodCode body, int i, Value v) {
    if (!(v instanceof JArrayRef ref)) {
      return true;
    }
    return guards.inBounds(body, i, ref)
        || TripValues.inBounds(body, i, ref.getIndex(), ref.getBase())
        || SwitchMapIndexes.inBounds(pts, body, i, ref);
  }

  /**
   * True if every unchecked exception that may leave {@code mi} is raised by the model (the
   * class comment's closed instances).
   */
  boolean closed(MethodInstance mi) {
    if (closed == null) {
      closed = computeClosed();
    }
    return closed.contains(mi);
  }

  private void computeMembers() {
    Set<MethodInstance> excluded = new HashSet<>();
    if (pts.entry() != null) {
      excluded.add(pts.entry());
    }
    pts.startedThreads().forEach(t -> excluded.addAll(pts.threadEntries(t)));
    excluded.addAll(pts.staticInitializers());
    for (MethodInstance caller : pts.reachable()) {
      MethodCode body = pts.body(caller);
      for (int i = 0; body != null && i < body.size(); i++) {
        excluded.addAll(pts.callbacks(caller, i));
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        for (MethodInstance c : pts.callees(caller, i)) {
          if (inv == null || !inv.getMethodSignature().getName().equals(c.method().getName())) {
            excluded.add(c);
            continue;
          }
          sites.computeIfAbsent(c, k -> new ArrayList<>()).add(i);
          siteCallers.computeIfAbsent(c, k -> new ArrayList<>()).add(caller);
        }
      }
    }
    for (MethodInstance c : sites.keySet()) {
      if (!excluded.contains(c) && pts.body(c) != null
          && pts.code().isApplication(c.method().getDeclaringClassType())) {
        members.add(c);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (var it = members.iterator(); it.hasNext(); ) {
        MethodInstance c = it.next();
        List<Integer> at = sites.get(c);
        List<MethodInstance> callers = siteCallers.get(c);
        for (int k = 0; k < at.size(); k++) {
          MethodInstance caller = callers.get(k);
          if (!members.contains(caller) && !covered(caller, at.get(k), RUNTIME)) {
            it.remove();
            changed = true;
            break;
          }
        }
      }
    }
  }

  /**
   * True if statement {@code i} of {@code caller} lies in a {@code try} whose handler, other than
   * a catch-all, may catch an exception of class {@code type}.
   */
  private boolean covered(MethodInstance caller, int i, String type) {
    ClassType thrown = pts.code().classType(type);
    for (Map.Entry<ClassType, Integer> h : pts.body(caller).handlers(i).entrySet()) {
      ClassType t = h.getKey();
      if (h.getValue() != i && h.getValue() >= 0
          && !t.getFullyQualifiedName().equals("java.lang.Throwable")
          && (pts.code().isSubtype(t, thrown) || pts.code().isSubtype(thrown, t))) {
        return true;
      }
    }
    return false;
  }

  /** The least fixpoint of {@link #catchable} for class {@code type}. */
  private void computeCatchable(String type) {
    Set<MethodInstance> out = catchable.get(type);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (MethodInstance c : members) {
        if (out.contains(c)) {
          continue;
        }
        List<Integer> at = sites.get(c);
        List<MethodInstance> callers = siteCallers.get(c);
        for (int k = 0; k < at.size(); k++) {
          MethodInstance caller = callers.get(k);
          if (covered(caller, at.get(k), type) || out.contains(caller)) {
            out.add(c);
            changed = true;
            break;
          }
        }
      }
    }
  }

  private Set<MethodInstance> computeClosed() {
    Set<MethodInstance> out = new HashSet<>();
    for (MethodInstance mi : members) {
      if (!failsUnmodelled(mi)) {
        out.add(mi);
      }
    }
    Set<MethodInstance> throwers = UncaughtExceptionCaveats.uncheckedThrowers(pts, nullness);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (var it = out.iterator(); it.hasNext(); ) {
        MethodInstance mi = it.next();
        MethodCode body = pts.body(mi);
        boolean open = false;
        for (int i = 0; i < body.size() && !open; i++) {
          for (MethodInstance c : pts.callees(mi, i)) {
            open |= throwers.contains(c) && !out.contains(c);
          }
        }
        if (open) {
          it.remove();
          changed = true;
        }
      }
    }
    return out;
  }

  /**
   * True if {@code mi} starts a thread or task, calls a concurrency operation that may fail
   * with an unchecked exception the model does not raise, or calls a JDK method whose
   * undeclared runtime exceptions are not followed ({@link #declaresUnchecked}).
   */
  private boolean failsUnmodelled(MethodInstance mi) {
    MethodCode body = pts.body(mi);
    for (int i = 0; i < body.size(); i++) {
      if (!pts.threadsStartedAt(mi, i).isEmpty() || declaresUnchecked(mi, i)) {
        return true;
      }
      AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
      if (inv == null || !pts.callees(mi, i).isEmpty()) {
        continue;
      }
      String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
      String name = inv.getMethodSignature().getName();
      if (!UncaughtExceptionCaveats.modelled(cls, name)) {
        continue;
      }
      boolean quiet = cls.startsWith("java.util.concurrent.atomic.")
          ? ATOMIC_NO_UNCHECKED.contains(name)
          : NO_UNCHECKED.contains(name) || name.equals("<init>")
              && cls.startsWith("java.util.concurrent.locks.");
      if (!quiet) {
        return true;
      }
    }
    return false;
  }
}
