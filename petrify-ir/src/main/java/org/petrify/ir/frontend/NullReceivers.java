package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.NullFields;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.ClassType;

/**
 * Calls of application methods whose receiver can only be {@code null}: such a call throws
 * {@code NullPointerException} whenever it runs, so that it has no target is no gap in the
 * model but a null dereference, judged like every other one (the INFO caveat {@code
 * implicit-exceptions}: the exception is not followed beyond the handlers of its own method).
 * The translation still lets the call do nothing and go on, a path the JVM never takes: an
 * over-approximation, which may add false alarms but never hides a deadlock.
 *
 * <p>A receiver with no abstract object is known to be null in two cases:
 * <ol>
 *   <li><b>Nothing creates one.</b> At run time a non-null receiver of a call of
 *       {@code T.m} is an instance of a subtype of {@code T} (the verifier, or the
 *       {@code invokeinterface} check, rejects anything else). No abstract object of the whole
 *       analysis (allocations, lambdas, library objects, mocks, the entry receiver) has such a
 *       type, and every supertype walk from an object's class ends at known classes (else the
 *       rule does not apply). Then every instance of {@code T} at run time was made outside the
 *       analysed code: by reflection, {@code ServiceLoader}, deserialisation or proxies (each
 *       of those JDK calls carries its own UNSOUND caveat, since none is on the allow-list
 *       {@code NO_CONCURRENCY_EFFECT}), by {@code Object.clone} (which copies an existing
 *       object of the same class, itself made by one of these ways: by induction none is made
 *       in the analysed code), or by a method handle (those calls carry the same caveat,
 *       {@code LibraryFacts.runsHandledCode}, and the rule is moreover off in a program that
 *       calls {@code MethodHandle.invoke*} or {@code MethodHandleProxies}). So either the
 *       verdict is already INCONCLUSIVE through the creating call's caveat, or the receiver is
 *       null.</li>
 *   <li><b>It is the result of a call that cannot return.</b> The receiver local has one
 *       definition reaching the call ({@link MethodCode#reachingDef}), and it is the result
 *       of a call whose receiver can only be null by (1) or (2): that call always throws, so
 *       no run reaches the use with the local defined.</li>
 *   <li><b>It is read from a field that only ever holds null.</b> The local is always
 *       {@code null} by {@link NullFields}: its value comes, through single reaching
 *       definitions, from fields every reached store of which stores {@code null}, or from
 *       parameters of constructors and private methods every reached call of which passes
 *       {@code null} (Guava's {@code WrappedCollection.ancestor}). The rule is off in a
 *       program that may write fields behind the code's back (reflection, {@code Unsafe},
 *       method and var handles, field updaters, serialisation, Mockito, native methods).</li>
 * </ol>
 * A receiver that is empty for any other reason (an object the points-to analysis loses on
 * its way) keeps the UNSOUND {@code unresolved-call} caveat.
 */
final class NullReceivers {
  /** How many definitions rule (2) follows back before it gives up. */
  private static final int DEPTH = 8;

  private final PointsToResult pts;
  private final CodeBase code;
  private final Map<ClassType, Boolean> created = new HashMap<>();
  private Boolean handlesCalled;
  private NullFields nullFields;

  NullReceivers(PointsToResult pts) {
    this.pts = pts;
    this.code = pts.code();
  }

  /**
   * True if the call at statement {@code at} of {@code mi}, an instance call of an application
   * method, has a receiver that can only be null (see the class comment): it never returns.
   */
  boolean onlyNull(MethodInstance mi, int at, AbstractInvokeExpr inv) {
    return onlyNull(mi, at, inv, 0);
  }

  private boolean onlyNull(MethodInstance mi, int at, AbstractInvokeExpr inv, int depth) {
    if (!(inv instanceof AbstractInstanceInvokeExpr call)
        || !code.isApplication(inv.getMethodSignature().getDeclClassType())
        || !pts.callees(mi, at).isEmpty() || !pts.threadsStartedAt(mi, at).isEmpty()
        || !pts.pointsTo(mi, at, call.getBase()).isEmpty()) {
      return false;
    }
    Local base = call.getBase();
    if (!mayBeCreated(inv.getMethodSignature().getDeclClassType())
        || nullFields().isNull(mi, at, base)) {
      return true;
    }
    MethodCode body = pts.body(mi);
    if (body == null || depth >= DEPTH) {
      return false;
    }
    Integer def = body.reachingDef(at, base);
    if (def == null) {
      return false;
    }
    Stmt s = body.stmt(def);
    return s instanceof JAssignStmt a && a.getRightOp() instanceof AbstractInvokeExpr producer
        && onlyNull(mi, def, producer, depth + 1);
  }

  private NullFields nullFields() {
    if (nullFields == null) {
      nullFields = new NullFields(pts);
    }
    return nullFields;
  }

  /**
   * False only if no abstract object's class is (or may be, through an unknown class) a
   * subtype of {@code type}, and the program calls no method handle.
   */
  boolean mayBeCreated(ClassType type) {
    if (callsMethodHandles()) {
      return true;
    }
    return created.computeIfAbsent(type, t -> {
      for (AbstractObject o : pts.objects()) {
        if (!o.type().endsWith("]") && maySubtype(code.classType(o.type()), t)) {
          return true;
        }
      }
      return false;
    });
  }

  /** True if {@code sub} is {@code sup}, a subtype of it, or has a supertype that is unknown. */
  private boolean maySubtype(ClassType sub, ClassType sup) {
    List<ClassType> work = new ArrayList<>(List.of(sub));
    Set<ClassType> seen = new HashSet<>();
    while (!work.isEmpty()) {
      ClassType t = work.remove(work.size() - 1);
      if (t.equals(sup)) {
        return true;
      }
      if (!seen.add(t)) {
        continue;
      }
      if (isPlatform(t)) {
        continue;
      }
      var k = code.anyClass(t);
      if (k.isEmpty()) {
        return true;
      }
      k.get().getSuperclass().ifPresent(work::add);
      work.addAll(k.get().getInterfaces());
    }
    return false;
  }

  /** JDK classes: their supertypes are JDK classes, never the application type asked about. */
  private static boolean isPlatform(ClassType t) {
    String n = t.getFullyQualifiedName();
    return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.")
        || n.startsWith("sun.") || n.startsWith("com.sun.");
  }

  /** True if a reachable method calls a method handle or makes an interface from one. */
  private boolean callsMethodHandles() {
    if (handlesCalled == null) {
      handlesCalled = false;
      for (MethodInstance mi : pts.reachable()) {
        MethodCode body = pts.body(mi);
        if (body == null) {
          continue;
        }
        for (Stmt s : body.stmts()) {
          AbstractInvokeExpr inv = MethodCode.invokeOf(s);
          if (inv != null && isMethodHandleCall(inv)) {
            handlesCalled = true;
            return true;
          }
        }
      }
    }
    return handlesCalled;
  }

  private static boolean isMethodHandleCall(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    return cls.equals("java.lang.invoke.MethodHandle") && name.startsWith("invoke")
        || cls.equals("java.lang.invoke.MethodHandleProxies");
  }
}
