package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JDivExpr;
import sootup.core.jimple.common.expr.JLengthExpr;
import sootup.core.jimple.common.expr.JNewArrayExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JRemExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;

/**
 * Exceptions the program does not throw with a {@code throw} of its own, routed to the
 * handlers that catch them: runtime exceptions (and the declared checked exceptions) of JDK
 * calls, and the implicit exceptions of instructions.
 *
 * <p><b>Throw points and classes.</b> A statement may throw, before any effect it has:
 * <ul>
 *   <li>a JDK call that {@link UncaughtExceptionCaveats#libraryThrowPoint} does not trust
 *       never to throw and that no concurrency model translates: the classes {@link
 *       KnownFailures} lists when its unchecked exceptions are exactly known ({@code
 *       parseInt}: {@code NumberFormatException}), else {@code RuntimeException} (any
 *       of its subclasses) and the checked exceptions its signature declares;</li>
 *   <li>an integer division or remainder by a divisor not known to be a non-zero constant:
 *       {@code ArithmeticException};</li>
 *   <li>an array access: {@code ArrayIndexOutOfBoundsException} (not at a read of javac's
 *       enum switch map, {@link SwitchMapIndexes}), {@code NullPointerException},
 *       and for a store of a reference {@code ArrayStoreException}; an array creation with a
 *       size not known constant: {@code NegativeArraySizeException};</li>
 *   <li>a cast to a reference type that {@link SafeCasts} does not prove:
 *       {@code ClassCastException};</li>
 *   <li>a JDK call that releases, waits on or notifies a lock:
 *       {@code IllegalMonitorStateException} ({@link UnheldMonitorHandlers}; the model cannot
 *       tell here whether the thread holds the lock, so the edge is taken in either case);</li>
 *   <li>an instance field access, {@code length} or instance call (application or JDK) on a
 *       local that is neither {@code this} nor defined by a {@code new} in the method nor
 *       non-null by {@link NullnessRoutes} (a parameter every caller passes non-null, ...), and
 *       an {@code Objects.requireNonNull} of such a local: {@code NullPointerException}.</li>
 * </ul>
 *
 * <p><b>Edges.</b> Only where a handler that may catch one of those classes exists at the
 * statement (a {@code catch} of that class, a subclass or a superclass, other than a
 * catch-all), so that code outside such a {@code try} keeps its net: the statement becomes a
 * nondeterministic choice between running normally and going to the handlers, innermost first
 * ({@link #innerFirst}),
 * that may catch the classes, until one surely catches all of them. A catch-all (a {@code
 * finally}, a synchronized block's release, {@code catch (Throwable)}) met on the way is taken
 * and ends the list: it runs and rethrows, and the rethrow follows every handler as an
 * exception of unknown class does ({@link ThrowAnalysis}). Soundness: each edge only adds runs
 * (the normal successor stays), and every run in which the JVM throws one of these classes at
 * the statement to a handler of the listed kind is among them, since the exception is thrown
 * before the statement has any effect the model sees (the JDK call's effects are not modelled,
 * the instruction's write does not happen).
 *
 * <p><b>Callees.</b> In an application callee whose every call is under a handler that may
 * catch these exceptions ({@link CaughtCallees}), they are also followed out of the method, to
 * the callers' handlers, as an explicit {@code throw} is.
 *
 * <p><b>Not covered</b> (the handler keeps the UNSOUND {@code unreached-handler} caveat when
 * the model cannot reach it, {@link #fromInsideCallee} when it can but not from everywhere):
 * exceptions thrown inside other application callees by such a throw point and not caught
 * there (the callee's operations up to that point would have run); exceptions thrown when only
 * catch-alls cover the statement (an uncaught exception: {@code uncaught-exception});
 * failures of the modelled concurrency operations other than
 * {@code IllegalMonitorStateException} (a task's {@code ExecutionException}); errors; null dereferences by calls to JDK methods
 * trusted never to throw and by {@code monitorenter}/{@code throw}.
 */
final class ImplicitExceptions {
  private static final String RUNTIME = "java.lang.RuntimeException";
  private static final String NPE = "java.lang.NullPointerException";

  private final PointsToResult pts;
  private final ThrowAnalysis throwAnalysis;
  private final NullnessRoutes nullness;
  private final CaughtCallees caughtCallees;
  private final SafeCasts casts;
  private Set<MethodInstance> throwers;

  ImplicitExceptions(PointsToResult pts, ThrowAnalysis throwAnalysis, NullnessRoutes nullness) {
    this(pts, throwAnalysis, nullness, null, new SafeCasts(pts, false));
  }

  /** The same, with the callees whose unchecked exceptions the model follows (or null). */
  ImplicitExceptions(PointsToResult pts, ThrowAnalysis throwAnalysis, NullnessRoutes nullness,
      CaughtCallees caughtCallees, SafeCasts casts) {
    this.pts = pts;
    this.casts = casts;
    this.throwAnalysis = throwAnalysis;
    this.nullness = nullness;
    this.caughtCallees = caughtCallees;
  }

  /**
   * The handler statements an implicit or library exception thrown at statement {@code i} goes
   * to (see the class comment), in trap order; empty when no handler of a listed kind exists.
   */
  List<Integer> handlerTargets(MethodInstance mi, MethodCode body, int i) {
    if (body.handlers(i).entrySet().stream().noneMatch(h -> h.getValue() != i
        && h.getValue() >= 0 && !catchAll(h.getKey()))) {
      return List.of(); // no specific handler: the classes are not asked (a null test's search)
    }
    List<String> types = typesAt(mi, body, i);
    if (types.isEmpty()) {
      return List.of();
    }
    boolean specific = false;
    for (Map.Entry<ClassType, Integer> h : body.handlers(i).entrySet()) {
      if (h.getValue() != i && h.getValue() >= 0 && !catchAll(h.getKey())) {
        for (String t : types) {
          specific |= throwAnalysis.mayCatch(t, h.getKey());
        }
      }
    }
    if (!specific) {
      return List.of();
    }
    List<Integer> out = new ArrayList<>();
    List<String> open = new ArrayList<>(types);
    List<Map.Entry<ClassType, Integer>> ordered = innerFirst(body, i);
    for (int k = 0; k < ordered.size(); k++) {
      Map.Entry<ClassType, Integer> h = ordered.get(k);
      int target = h.getValue();
      boolean applies = catchAll(h.getKey());
      for (String t : open) {
        applies |= throwAnalysis.mayCatch(t, h.getKey());
      }
      if (applies && !out.contains(target)) {
        out.add(target);
      }
      if (!innerToAll(body, ordered, k)) {
        continue;
      }
      if (catchAll(h.getKey())) {
        break;
      }
      open.removeIf(t -> throwAnalysis.surelyCatches(t, h.getKey()));
      if (open.isEmpty()) {
        break;
      }
    }
    return out;
  }

  /**
   * The handlers of statement i other than itself, innermost first. SootUp gives a statement's
   * handlers as a map without the trap order, so nesting is taken from the protected ranges:
   * the statements a handler covers; a {@code try} nested in another covers fewer statements.
   * Handlers covering the same statements belong to one {@code try} statement, whose catch
   * clauses the compiler lists before its {@code finally} (a catch-all listed first would make
   * the others unreachable, which javac rejects): among them, catch-alls come last.
   */
  static List<Map.Entry<ClassType, Integer>> innerFirst(MethodCode body, int i) {
    List<Map.Entry<ClassType, Integer>> out = new ArrayList<>();
    for (Map.Entry<ClassType, Integer> h : body.handlers(i).entrySet()) {
      if (h.getValue() != i && h.getValue() >= 0) {
        out.add(h);
      }
    }
    out.sort(java.util.Comparator.<Map.Entry<ClassType, Integer>>comparingInt(
        h -> range(body, h.getValue()).size()).thenComparing(h -> catchAll(h.getKey())));
    return out;
  }

  /**
   * True if the range of handler k of {@code ordered} lies strictly inside the range of every
   * later handler: it surely comes first in the JVM's trap order, so what it catches surely
   * goes nowhere else.
   */
  static boolean innerToAll(MethodCode body, List<Map.Entry<ClassType, Integer>> ordered, int k) {
    Set<Integer> mine = range(body, ordered.get(k).getValue());
    for (int j = k + 1; j < ordered.size(); j++) {
      Set<Integer> other = range(body, ordered.get(j).getValue());
      if (other.size() <= mine.size() || !other.containsAll(mine)) {
        return false;
      }
    }
    return true;
  }

  private static final Map<MethodCode, Map<Integer, Set<Integer>>> RANGES =
      java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

  /** The statements whose handlers include {@code target}. */
  private static Set<Integer> range(MethodCode body, int target) {
    Map<Integer, Set<Integer>> all = RANGES.computeIfAbsent(body, b -> {
      Map<Integer, Set<Integer>> m = new java.util.HashMap<>();
      for (int s = 0; s < b.size(); s++) {
        for (int t : b.handlers(s).values()) {
          m.computeIfAbsent(t, x -> new java.util.HashSet<>()).add(s);
        }
      }
      return m;
    });
    return all.getOrDefault(target, Set.of());
  }

  /**
   * True if a handler of class {@code handler} covering statement {@code i} may also be
   * reached by an exception that an application callee at {@code i} throws from inside (a
   * throw point of {@link UncaughtExceptionCaveats} not caught there) and the model does not
   * follow that exit: the callee is not closed ({@link CaughtCallees#closed}), or declares a
   * checked exception the handler may catch.
   */
  boolean fromInsideCallee(MethodInstance mi, int i, ClassType handler) {
    if (catchAll(handler)) {
      return false;
    }
    for (MethodInstance c : pts.callees(mi, i)) {
      if (!throwers().contains(c)) {
        continue;
      }
      if (throwAnalysis.mayCatch(RUNTIME, handler) && !closed(c)) {
        return true;
      }
      for (ClassType declared : c.method().getExceptionSignatures()) {
        if (throwAnalysis.mayCatch(declared.getFullyQualifiedName(), handler)) {
          return true;
        }
      }
    }
    return false;
  }

  /** True if {@code c}'s unchecked exceptions are all raised by the model ({@link CaughtCallees}). */
  private boolean closed(MethodInstance c) {
    return caughtCallees != null && caughtCallees.closed(c);
  }

  private Set<MethodInstance> throwers() {
    if (throwers == null) {
      throwers = UncaughtExceptionCaveats.uncheckedThrowers(pts, nullness);
    }
    return throwers;
  }

  /** The classes statement i may throw before any effect (the class comment's list). */
  List<String> typesAt(MethodInstance mi, MethodCode body, int i) {
    return typesAt(pts, nullness, casts, mi, body, i);
  }

  /** {@link #typesAt(MethodInstance, MethodCode, int)}, without an instance. */
  static List<String> typesAt(PointsToResult pts, NullnessRoutes nullness, SafeCasts casts,
      MethodInstance mi, MethodCode body, int i) {
    Set<String> out = new LinkedHashSet<>();
    Stmt s = body.stmt(i);
    AbstractInvokeExpr inv = MethodCode.invokeOf(s);
    if (inv != null) {
      if (inv instanceof AbstractInstanceInvokeExpr ii && mayBeNull(nullness, mi, body, i, ii.getBase())
          && !inv.getMethodSignature().getName().equals("<init>")) {
        out.add(NPE);
      }
      if (nullness.nullCheckMayThrow(mi, inv)) {
        out.add(NPE);
      }
      if (UnheldMonitorHandlers.needsLock(pts, mi, i, inv)) {
        out.add(UnheldMonitorHandlers.IMSE);
      }
      if (pts.callees(mi, i).isEmpty() && pts.threadsStartedAt(mi, i).isEmpty()
          && UncaughtExceptionCaveats.libraryThrowPoint(pts, mi, body, i, inv)) {
        List<String> known = KnownFailures.at(pts, mi, body, i);
        if (known != null) {
          out.addAll(known);
        } else {
          out.add(RUNTIME);
          pts.code().resolve(inv.getMethodSignature()).ifPresent(m -> {
            for (ClassType t : m.getExceptionSignatures()) {
              out.add(t.getFullyQualifiedName());
            }
          });
        }
      }
    }
    if (s instanceof JAssignStmt a) {
      Value l = a.getLeftOp();
      Value r = a.getRightOp();
      if ((r instanceof JDivExpr || r instanceof JRemExpr) && integral(
          ((AbstractBinopExpr) r).getOp2())) {
        Integer d = body.intValue(i, ((AbstractBinopExpr) r).getOp2());
        if (d == null || d == 0) {
          out.add("java.lang.ArithmeticException");
        }
      }
      for (Value v : List.of(l, r)) {
        if (v instanceof JArrayRef ar) {
          if (!SwitchMapIndexes.inBounds(pts, body, i, ar)) {
            out.add("java.lang.ArrayIndexOutOfBoundsException");
          }
          if (mayBeNull(nullness, mi, body, i, ar.getBase())) {
            out.add(NPE);
          }
        }
        if (v instanceof JInstanceFieldRef f && mayBeNull(nullness, mi, body, i, f.getBase())) {
          out.add(NPE);
        }
      }
      if (l instanceof JArrayRef && !(r.getType() instanceof PrimitiveType)) {
        out.add("java.lang.ArrayStoreException");
      }
      if (r instanceof JLengthExpr len && mayBeNull(nullness, mi, body, i, len.getOp())) {
        out.add(NPE);
      }
      if (r instanceof JCastExpr c && !(c.getType() instanceof PrimitiveType)
          && !casts.cannotFail(mi, body, i)) {
        out.add("java.lang.ClassCastException");
      }
      if (r instanceof JNewArrayExpr na && body.intValue(i, na.getSize()) == null) {
        out.add("java.lang.NegativeArraySizeException");
      }
    }
    return new ArrayList<>(out);
  }

  /**
   * A local that may be null at i: neither the method's {@code this}, nor defined by a new, nor
   * non-null by the interprocedural rule of {@link NullnessRoutes}, nor decided non-null at i
   * by a null test ({@link NullnessRoutes#mayBeNullAt}).
   */
  private static boolean mayBeNull(NullnessRoutes nullness, MethodInstance mi, MethodCode body,
      int i, Value v) {
    return nullness.mayBeNullAt(mi, i, v, mayBeNull(body, i, v));
  }

  /** A local that may be null at i: neither the method's {@code this} nor defined by a new. */
  private static boolean mayBeNull(MethodCode body, int i, Value v) {
    if (!(v instanceof Local l)) {
      return false;
    }
    if (isThis(body, l)) {
      return false;
    }
    Integer def = body.reachingDef(i, l);
    if (def != null && body.stmt(def) instanceof sootup.core.jimple.common.stmt.JIdentityStmt id
        && id.getRightOp() instanceof sootup.core.jimple.common.ref.JThisRef) {
      return false;
    }
    return !(def != null && body.stmt(def) instanceof JAssignStmt a
        && a.getRightOp() instanceof JNewExpr);
  }

  /**
   * True if {@code l} is the method's {@code this}: defined by a {@code := @this} among the
   * identity statements the body starts with. (SootUp's {@code getThisLocal} walks the whole
   * body and throws for a static method, once per query: quadratic on large methods.) A body
   * not starting with its identity statements answers false, the side that keeps the
   * exception.
   */
  private static boolean isThis(MethodCode body, Local l) {
    for (int i = 0; i < body.size()
        && body.stmt(i) instanceof sootup.core.jimple.common.stmt.JIdentityStmt id; i++) {
      if (id.getRightOp() instanceof sootup.core.jimple.common.ref.JThisRef) {
        return id.getLeftOp().equals(l);
      }
    }
    return false;
  }

  private static boolean catchAll(ClassType t) {
    return t.getFullyQualifiedName().equals("java.lang.Throwable");
  }

  private static boolean integral(Value v) {
    return v.getType() == PrimitiveType.getInt() || v.getType() == PrimitiveType.getLong()
        || v.getType() == PrimitiveType.getShort() || v.getType() == PrimitiveType.getByte()
        || v.getType() == PrimitiveType.getChar();
  }
}
