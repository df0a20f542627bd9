package org.petrify.ir.frontend;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.petrify.ir.frontend.TrackedValues.FieldKey;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.ref.JInstanceFieldRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.ref.JThisRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JGotoStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JNopStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Methods whose result is a function of the final fields of their receiver: Guava's
 * {@code StateSnapshot.externalState()} returns {@code STOPPING} when its final
 * {@code shutdownWhenStartupFinishes} is set and its final {@code state} is {@code STARTING},
 * else {@code state}. When the receiver of a call of such a method is an object of a known
 * {@link ReferenceClasses class} (a local pinned to {@link LocalValue.Finals}), the call's
 * result is the callee's body evaluated on the class's values.
 *
 * <p><b>Final function.</b> An application method instance with a body is a final function
 * when it is an instance method with no parameter, not {@code synchronized}, returning a value,
 * its body has no exception handler, and its statements are only: the identity statement of
 * {@code this}; assignments to locals of a local, an int, long or {@code null} constant, an
 * enum constant ({@code getstatic} of an application enum's constant), a read of a final field
 * that {@link FinalFieldValues} qualifies, or arithmetic of those; {@code if}, {@code goto},
 * {@code nop}; and {@code return} of a local or constant. So it calls nothing (no recursion,
 * no override of a callee), writes nothing, takes no lock and reads no field that can change.
 *
 * <p><b>Evaluation</b> ({@link #result}) follows the body from its first statement with
 * {@code this} pinned to the class, each assignment evaluated by {@link LocalValueEvaluator}
 * (a final field read from {@code this} is the class's value, else the value {@link
 * FinalFieldValues} knows for every object {@code this} may be in the callee's context; both
 * hold for the object at run time, so where they differ the callee instance is not the one
 * dispatched to and either value is sound; an enum constant is itself), each {@code if}
 * decided by {@link LocalValueEvaluator#decide}, until a {@code return}: its value is the
 * result. Any value not known, any undecided {@code if}, or more steps than the body has
 * statements twice (a loop) gives no result (unknown).
 *
 * <p><b>Soundness.</b> A call {@code l = b.m()} whose receiver {@code b} is pinned to a class
 * {@code C} pins {@code l} only when every callee points-to gives the call (every override the
 * receiver's objects may dispatch to, not only the named method) is a final function, none of
 * them may throw ({@link ThrowAnalysis}), and all evaluate on {@code C} to the same value. The
 * receiver is not {@code null} (a class value is an object); the object at run time is one of
 * those {@link ReferenceClasses} put in {@code C}, whose qualifying final fields have the
 * class's values since before it could be read and never change; the callee dispatched to is
 * one of the callees evaluated, it reads only those fields, constants and its own locals, and
 * its control flow is decided by them, so it returns exactly the evaluated value. The call is
 * still emitted as before (its procedure runs, with whatever class initialisation it has), so
 * no behaviour of the model changes but the value of {@code l} after it. A callee not
 * translated (library code, no body) is no final function, and the result stays unknown, as
 * it does for a callee that reads a non-final field or a field the class does not know.
 */
final class FinalFunctions {
  private final PointsToResult pts;
  private final ApplicationFields app;
  private final FinalFieldValues finals;
  /** Per method instance, the final fields of {@code this} it reads, or empty: no function. */
  private final Map<MethodInstance, Optional<Set<FieldKey>>> functions = new HashMap<>();

  FinalFunctions(PointsToResult pts, ApplicationFields app, FinalFieldValues finals) {
    this.pts = pts;
    this.app = app;
    this.finals = finals;
  }

  /**
   * The callees of the call at statement {@code i} of {@code mi} if it is {@code l = b.m()} of
   * an instance method with no argument and every callee is a final function; else null.
   */
  List<MethodInstance> calleesAt(MethodInstance mi, int i) {
    MethodCode code = pts.body(mi);
    if (code == null || !(code.stmt(i) instanceof JAssignStmt a)
        || !(a.getLeftOp() instanceof Local)
        || !(a.getRightOp() instanceof AbstractInstanceInvokeExpr inv)
        || inv.getArgCount() != 0) {
      return null;
    }
    List<MethodInstance> callees = List.copyOf(pts.callees(mi, i));
    if (callees.isEmpty()) {
      return null;
    }
    for (MethodInstance c : callees) {
      if (fieldsRead(c) == null) {
        return null;
      }
    }
    return callees;
  }

  /** True if the call at statement {@code i} of {@code code} is a final-function call. */
  boolean isCallAt(MethodCode code, int i) {
    for (MethodInstance mi : pts.instancesOf(code)) {
      if (calleesAt(mi, i) != null) {
        return true;
      }
    }
    return false;
  }

  /** The final fields of {@code this} a final function reads, or null if it is none. */
  Set<FieldKey> fieldsRead(MethodInstance m) {
    return functions.computeIfAbsent(m, k -> Optional.ofNullable(compute(k))).orElse(null);
  }

  private Set<FieldKey> compute(MethodInstance m) {
    MethodCode code = pts.body(m);
    var method = m.method();
    if (code == null || code.size() == 0 || method.isStatic() || method.isSynchronized()
        || method.getParameterCount() != 0
        || method.getReturnType().toString().equals("void")) {
      return null;
    }
    Set<FieldKey> read = new LinkedHashSet<>();
    String self = null;
    for (int k = 0; k < code.size(); k++) {
      Stmt s = code.stmt(k);
      if (!code.handlers(k).isEmpty()) {
        return null;
      }
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JThisRef) {
        self = id.getLeftOp().getName();
      } else if (s instanceof JAssignStmt a && a.getLeftOp() instanceof Local) {
        if (!allowed(a.getRightOp(), self, read)) {
          return null;
        }
      } else if (s instanceof JReturnStmt r) {
        if (!(r.getOp() instanceof Local) && !constant(r.getOp())) {
          return null;
        }
      } else if (!(s instanceof JIfStmt || s instanceof JGotoStmt || s instanceof JNopStmt)) {
        return null;
      }
    }
    return read;
  }

  /** True if a function may assign {@code v} to a local; notes the final fields it reads. */
  private boolean allowed(Value v, String self, Set<FieldKey> read) {
    if (v instanceof Local || constant(v)) {
      return true;
    }
    if (v instanceof JStaticFieldRef sf) {
      return app.enumConstant(sf) != null;
    }
    if (v instanceof JInstanceFieldRef f) {
      if (!finals.qualifies(f)) {
        return false;
      }
      if (f.getBase().getName().equals(self)) {
        app.key(f.getFieldSignature()).ifPresent(read::add);
      }
      return true;
    }
    if (v instanceof AbstractBinopExpr b && !(v instanceof AbstractConditionExpr)) {
      return allowed(b.getOp1(), self, read) && allowed(b.getOp2(), self, read);
    }
    return false;
  }

  private static boolean constant(Value v) {
    return JvmArithmetic.constant(v) != null || v instanceof NullConstant;
  }

  /**
   * The one value every callee of the call at statement {@code i} of {@code mi} returns on a
   * receiver of class {@code receiver}, or null (not a final-function call, a callee may throw,
   * a value is unknown, or the callees disagree). {@code origin} is where a caveat of the
   * evaluation goes (a comparison with an int beyond the bound).
   */
  LocalValue result(TranslationContext tc, MethodInstance mi, int i, LocalValue.Finals receiver,
      Origin origin) {
    List<MethodInstance> callees = calleesAt(mi, i);
    return callees == null ? null : resultOf(tc, callees, receiver, origin);
  }

  /**
   * The one value the final functions {@code callees} all return on a receiver of class
   * {@code receiver}, or null (one may throw, a value is unknown, or they disagree).
   */
  LocalValue resultOf(TranslationContext tc, List<MethodInstance> callees,
      LocalValue.Finals receiver, Origin origin) {
    LocalValue out = null;
    for (MethodInstance c : callees) {
      LocalValue v = tc.mayThrow(c) ? null : evaluate(tc, c, receiver, origin);
      if (v == null || out != null && !out.equals(v)) {
        return null;
      }
      out = v;
    }
    return out;
  }

  /** The value function {@code m} returns on a receiver of class {@code receiver}, or null. */
  LocalValue evaluate(TranslationContext tc, MethodInstance m, LocalValue.Finals receiver,
      Origin origin) {
    if (fieldsRead(m) == null) {
      return null;
    }
    MethodCode code = pts.body(m);
    LocalValueEvaluator ev = new LocalValueEvaluator(tc, m, code);
    return DecidedPath.result(code, ev, origin, (pc, s, env) -> {
      if (s instanceof JIdentityStmt id) {
        return env.withValue(id.getLeftOp().getName(), receiver);
      }
      if (s instanceof JAssignStmt a) {
        String l = ((Local) a.getLeftOp()).getName();
        LocalValue v = a.getRightOp() instanceof JInstanceFieldRef f
            && env.values().get(f.getBase().getName()) instanceof LocalValue.Finals c
            ? tc.values().classes().finalValue(c, f) : null;
        v = v != null ? v : ev.evaluateAt(pc, a.getRightOp(), env);
        return v == null ? env.without(l) : env.withValue(l, v);
      }
      return env;
    });
  }

}
