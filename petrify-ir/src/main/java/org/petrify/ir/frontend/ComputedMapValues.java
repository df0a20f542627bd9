package org.petrify.ir.frontend;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.MethodHandle;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The results of {@code computeIfAbsent}, {@code compute} and {@code merge} on a JDK map that
 * are never {@code null} because the mapping function never returns {@code null} (httpcore5's
 * {@code StrictConnPool.getPool}: {@code routeToPool.computeIfAbsent(route, r -> new
 * PerRoutePool(...))}).
 *
 * <p><b>The rule.</b> The call's receiver may only be objects of the JDK maps of {@link
 * #MAPS} (the points-to type is the allocated class, so no application subclass overrides the
 * method), and its last argument, the function, may only be lambda or method-reference objects
 * each of which either references a constructor ({@code Holder::new}) or names a {@code
 * static} or {@code private} method (a {@code javac} lambda body, a static method reference:
 * no override can run instead) all of whose instances among the call site's call-backs
 * ({@link PointsToResult#callbacks}) return non-null, with at least one such instance.
 *
 * <p><b>Soundness.</b> By the {@link java.util.Map} contract, which each of these classes
 * keeps: {@code computeIfAbsent} returns the present non-null value or the function's result;
 * {@code compute} returns the function's result; {@code merge} returns the given value (which
 * must not be null: the call throws otherwise) when the key has no non-null value, else the
 * function's result. Each returns {@code null} only when the function does (or throws). A
 * constructor reference never gives null; a static or private method is the only code the
 * function runs, and its instances at the site are the call-backs the points-to analysis
 * registered for the function ({@code LibraryEffects.callFunction}), judged by the caller's
 * greatest fixpoint ({@code returnsNonNull}). Anything else (an empty points-to set, an
 * object that is not a lambda, a virtual method reference, a site with no matching
 * call-back) leaves the result possibly null.
 */
final class ComputedMapValues {
  /** The JDK maps whose compute methods keep the {@link java.util.Map} contract. */
  static final Set<String> MAPS = Set.of("java.util.HashMap", "java.util.LinkedHashMap",
      "java.util.TreeMap", "java.util.Hashtable", "java.util.IdentityHashMap",
      "java.util.WeakHashMap", "java.util.EnumMap", "java.util.concurrent.ConcurrentHashMap",
      "java.util.concurrent.ConcurrentSkipListMap");

  private static final Set<String> COMPUTING = Set.of("computeIfAbsent", "compute", "merge");

  private ComputedMapValues() {}

  /**
   * True if the call at statement {@code at} of {@code mi} is a compute method of a JDK map
   * whose function never returns null (the class comment), given which instances return
   * non-null so far.
   */
  static boolean nonNull(PointsToResult pts, MethodInstance mi, int at, AbstractInvokeExpr inv,
      Predicate<MethodInstance> returnsNonNull) {
    if (!(inv instanceof AbstractInstanceInvokeExpr call)
        || !COMPUTING.contains(inv.getMethodSignature().getName())
        || inv.getArgCount() < 2
        || !(inv.getArg(inv.getArgCount() - 1) instanceof Local function)) {
      return false;
    }
    List<AbstractObject> maps = pts.pointsTo(mi, at, call.getBase());
    if (maps.isEmpty() || !maps.stream().allMatch(o -> MAPS.contains(o.type()))) {
      return false;
    }
    List<AbstractObject> functions = pts.pointsTo(mi, at, function);
    if (functions.isEmpty()) {
      return false;
    }
    Set<MethodInstance> callbacks = pts.callbacks(mi, at);
    for (AbstractObject f : functions) {
      if (!givesNonNull(pts, f, callbacks, returnsNonNull)) {
        return false;
      }
    }
    return true;
  }

  private static boolean givesNonNull(PointsToResult pts, AbstractObject f,
      Set<MethodInstance> callbacks, Predicate<MethodInstance> returnsNonNull) {
    if (f.kind() != AbstractObject.Kind.LAMBDA
        || !(f.lambda().implementation().getReferenceSignature() instanceof MethodSignature m)) {
      return false;
    }
    MethodHandle.Kind kind = f.lambda().implementation().getKind();
    if (kind == MethodHandle.Kind.REF_INVOKE_CONSTRUCTOR) {
      return true;
    }
    boolean fixedTarget = kind == MethodHandle.Kind.REF_INVOKE_STATIC
        || pts.code().resolve(m).filter(x -> x.isPrivate() || x.isStatic()).isPresent();
    if (!fixedTarget) {
      return false;
    }
    boolean any = false;
    for (MethodInstance c : callbacks) {
      if (c.method().getSignature().equals(m)) {
        if (!returnsNonNull.test(c)) {
          return false;
        }
        any = true;
      }
    }
    return any;
  }
}
