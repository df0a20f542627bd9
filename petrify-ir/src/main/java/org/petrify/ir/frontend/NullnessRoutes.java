package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.stmt.JIfStmt;

/**
 * Where the interprocedural nullness of {@link NonNullLocals} decides a branch or an
 * exception route, for the analyses that explore method bodies without the translation's
 * environments: {@link ThrowAnalysis} (which methods may end by a {@code throw}), {@link
 * UncaughtExceptionCaveats} (which unchecked exceptions may skip a signal) and {@link
 * ImplicitExceptions} (the {@code NullPointerException} routes to handlers).
 *
 * <p><b>The rule.</b> A reference local is non-null in a method instance when {@link
 * NonNullLocals} says so: every definition of it is a non-null source ({@code this}, a caught
 * exception, a {@code new}, a string or class constant, a lambda or method reference or a
 * string concatenation ({@link #neverNullDynamic}), a copy or cast of a non-null local, a call
 * whose every callee returns only non-null values, a JDK factory known never to return null, a
 * final field every constructor sets to a non-null value), or it is a parameter and every call
 * statement that the points-to call graph has for the instance passes a non-null argument,
 * computed as a greatest fixpoint over the whole program (iterative, no recursion). Then:
 * <ul>
 *   <li>the null side of {@code if (l == null)}, {@code if (null == l)} or {@code if (l !=
 *       null)} is never taken ({@link #infeasible}, {@link #successors}): the guard of {@code
 *       checkNotNull(p)} (Guava), of {@code if (p == null) throw ...} and of every hand-written
 *       check, so the {@code throw} behind it is unreachable and the method does not throw
 *       there;</li>
 *   <li>the non-null side of such a test of a local that {@link NullLocals} proves always
 *       null is never taken either (its class comment argues that fixpoint);</li>
 *   <li>{@code Objects.requireNonNull(l, ...)} throws only when {@code l} may be null ({@link
 *       #nullCheckMayThrow});</li>
 *   <li>a call, field access, array access or {@code length} on {@code l} raises no {@code
 *       NullPointerException} ({@link #mayBeNull}).</li>
 * </ul>
 *
 * <p><b>Soundness.</b> {@link NonNullLocals} is flow-insensitive: a local it calls non-null is
 * non-null at every statement of every run (its class comment argues the fixpoint). A
 * parameter is non-null only when all its callers are known: an instance invoked by the entry
 * point, by reflection, by the library (a call-back, a thread's {@code run}, a lambda body
 * with captured values) or by a Mockito answer has opaque parameters
 * ({@link PointsToResult#argumentSites} is empty) and its parameters are never non-null. So
 * the edge removed here is one no run takes, the route removed is one no run follows, and
 * every analysis that drops them still covers every run.
 */
class NullnessRoutes {
  private final NonNullLocals nonNull;
  private final NullLocals nulls;
  private final PointsToResult pts;
  /** Per instance with an infeasible edge, the statements reachable without such edges. */
  private final Map<MethodInstance, boolean[]> reachable = new HashMap<>();

  /** Solves the nullness of the program (once per translation, {@link TranslationContext}). */
  NullnessRoutes(PointsToResult pts) {
    this.pts = pts;
    this.nonNull = new NonNullLocals(pts);
    this.nulls = new NullLocals(pts, nonNull);
  }

  /** The locals that are always null and the instances that return only null. */
  NullLocals nulls() {
    return nulls;
  }

  /** The non-null locals, parameters and returns of the program. */
  NonNullLocals nonNull() {
    return nonNull;
  }

  /**
   * True if the value is a local that is never null in the method instance (a non-local
   * immediate is not a reference to dereference here and is left to the callers' own rules).
   */
  boolean nonNull(MethodInstance mi, Value v) {
    return v instanceof Local l && nonNull.isNonNull(mi, l);
  }

  /**
   * False if a dereference of {@code v} in the method instance cannot raise a {@code
   * NullPointerException} because {@code v} is never null there; {@code syntactic} is the
   * caller's own judgement from the body alone ({@code this}, a {@code new}).
   */
  boolean mayBeNull(MethodInstance mi, Value v, boolean syntactic) {
    return syntactic && !nonNull(mi, v);
  }

  /**
   * {@link #mayBeNull(MethodInstance, Value, boolean)} at statement {@code at}: also false when
   * a null test decides the local there ({@link NonNullLocals#isNonNullAt}), e.g. the
   * dereference right after {@code if (e == null) break;}.
   */
  boolean mayBeNullAt(MethodInstance mi, int at, Value v, boolean syntactic) {
    return syntactic && !(v instanceof Local l && nonNull.isNonNullAt(mi, at, l));
  }

  /**
   * True if the edge {@code from → to} of the method body is the null side of a test of a
   * non-null local against {@code null} (see the class comment), or the non-null side of a
   * test of a local that {@link NullLocals} proves always null: no run takes it.
   */
  boolean infeasible(MethodInstance mi, MethodCode body, int from, int to) {
    if (!(body.stmt(from) instanceof JIfStmt f)) {
      return false;
    }
    int[] succ = body.successors(from);
    if (succ.length != 2 || succ[0] == succ[1]) {
      return false;
    }
    AbstractConditionExpr c = f.getCondition();
    boolean eq = c instanceof JEqExpr;
    if (!eq && !(c instanceof JNeExpr)) {
      return false;
    }
    Value tested = c.getOp2() instanceof NullConstant ? c.getOp1()
        : c.getOp1() instanceof NullConstant ? c.getOp2() : null;
    if (tested instanceof Local l && nulls.isNull(mi, l)) {
      return to == succ[eq ? 0 : 1]; // the non-null side of a test of a null local
    }
    if (tested == null || !nonNull(mi, tested)) {
      return false;
    }
    // successors: [0] when the condition is false, [1] when it is true
    return to == succ[eq ? 1 : 0];
  }

  /**
   * The normal successors of statement i without an infeasible null side ({@link #infeasible})
   * and without the sides the instance's known parameter values rule out ({@link
   * PointsToResult#decidedSuccessor}, sound for the same reason: no run takes them).
   */
  int[] successors(MethodInstance mi, MethodCode body, int i) {
    int decided = pts.decidedSuccessor(mi, i);
    if (decided >= 0) {
      return new int[] {decided};
    }
    int[] succ = body.successors(i);
    if (succ.length != 2 || !(body.stmt(i) instanceof JIfStmt)) {
      return succ;
    }
    for (int k = 0; k < 2; k++) {
      if (infeasible(mi, body, i, succ[k])) {
        return new int[] {succ[1 - k]};
      }
    }
    return succ;
  }

  /**
   * True if no run reaches statement i of the method instance: it is reachable from the entry
   * only through an infeasible null side (normal edges pruned by {@link #successors}, every
   * exception handler edge followed).
   */
  boolean unreachable(MethodInstance mi, MethodCode body, int i) {
    boolean[] seen = reachable.computeIfAbsent(mi, k -> reach(mi, body));
    return seen != null && !seen[i];
  }

  /** The statements reachable along feasible edges, or null if every edge is feasible. */
  private boolean[] reach(MethodInstance mi, MethodCode body) {
    boolean pruned = false;
    for (int i = 0; i < body.size() && !pruned; i++) {
      pruned = successors(mi, body, i).length != body.successors(i).length;
    }
    if (!pruned) {
      return null;
    }
    boolean[] seen = new boolean[body.size()];
    ArrayDeque<Integer> work = new ArrayDeque<>();
    seen[0] = true;
    work.add(0);
    while (!work.isEmpty()) {
      int s = work.poll();
      List<Integer> next = new ArrayList<>();
      for (int t : successors(mi, body, s)) {
        next.add(t);
      }
      next.addAll(body.handlers(s).values());
      for (int t : next) {
        if (t >= 0 && t < seen.length && !seen[t]) {
          seen[t] = true;
          work.add(t);
        }
      }
    }
    return seen;
  }

  /**
   * True if the call is a JDK null check ({@code java.util.Objects.requireNonNull} in its three
   * forms, which throws {@code NullPointerException} exactly when its first argument is null)
   * whose first argument may be null in the method instance.
   */
  boolean nullCheckMayThrow(MethodInstance mi, AbstractInvokeExpr inv) {
    return isNullCheck(inv) && !inv.getArgs().isEmpty()
        && !(TrackedValues.isNonNullConstant(inv.getArg(0)) || nonNull(mi, inv.getArg(0)));
  }

  /** True if the call is {@code java.util.Objects.requireNonNull} (any arity). */
  static boolean isNullCheck(AbstractInvokeExpr inv) {
    return !(inv instanceof JDynamicInvokeExpr)
        && inv.getMethodSignature().getName().equals("requireNonNull")
        && inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.util.Objects");
  }

  /**
   * JDK methods that cannot be overridden (of a final class, or final themselves) and never
   * return null, as {@code Class.method}: an object's class, a class's names, a thread's name
   * (the constructors and {@code setName} refuse null).
   */
  private static final java.util.Set<String> NEVER_NULL_FINAL = java.util.Set.of(
      "java.lang.Object.getClass", "java.lang.Class.getName", "java.lang.Class.getSimpleName",
      "java.lang.Class.getTypeName", "java.lang.Class.toString", "java.lang.Thread.getName",
      "java.lang.Enum.name", "java.lang.Enum.getDeclaringClass");

  /**
   * True if the call runs a JDK method of {@link #NEVER_NULL_FINAL} ({@code getClass()} on any
   * class: it is final in {@code Object}, so no class declares its own).
   */
  static boolean neverNullFinal(AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    return inv.getArgs().isEmpty() && !(inv instanceof JDynamicInvokeExpr)
        && (name.equals("getClass") || NEVER_NULL_FINAL.contains(inv.getMethodSignature()
        .getDeclClassType().getFullyQualifiedName() + "." + name));
  }

  /**
   * True if an {@code invokedynamic} never yields null: a lambda or method reference ({@code
   * LambdaMetafactory.metafactory}/{@code altMetafactory}, whose call site returns an instance
   * of the functional interface, new or cached) or a string concatenation ({@code
   * StringConcatFactory}, whose call site returns the concatenated {@code String}). Other
   * bootstrap methods (records' {@code ObjectMethods}, pattern switches, application
   * bootstraps) are not trusted.
   */
  static boolean neverNullDynamic(AbstractInvokeExpr inv) {
    if (!(inv instanceof JDynamicInvokeExpr d)) {
      return false;
    }
    String bootstrap = d.getBootstrapMethodSignature().getDeclClassType()
        .getFullyQualifiedName();
    return bootstrap.equals("java.lang.invoke.LambdaMetafactory")
        || bootstrap.equals("java.lang.invoke.StringConcatFactory");
  }
}
