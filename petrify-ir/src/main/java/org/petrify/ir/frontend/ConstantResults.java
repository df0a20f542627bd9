package org.petrify.ir.frontend;

import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JDynamicInvokeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;

/**
 * The int an application call returns when every method it may run returns one known constant:
 * {@code newFixedThreadPool(getTaskCount())} where {@code getTaskCount()} is {@code return 1;}.
 *
 * <p><b>Rule.</b> A local whose reaching definition at the use is {@code x = call(...)} has the
 * value {@code k} if the call has callees ({@link PointsToResult#callees}), each with a body
 * every {@code return} of which returns a value {@link MethodCode#intValue} knows to be
 * {@code k}, and, for an instance call, every object the receiver may point to is an
 * allocation or the entry object of an application class (no library object, whose method the
 * points-to analysis does not resolve to application code, and no mock, whose answers are
 * stubbed), and each dispatches to a method the points-to analysis wired up ({@link
 * NullLocals#everyTargetWired}: not one inherited from a JDK class). The callees are then all
 * the methods the call may dispatch to for those receivers, so whichever runs returns {@code k} (a callee that throws returns nothing, and the
 * local is then not assigned).
 */
final class ConstantResults {
  private ConstantResults() {}

  /** The constant {@code v} holds at statement {@code at} of {@code mi} by the rule, or null. */
  static Integer intResult(PointsToResult pts, MethodInstance mi, int at, Value v) {
    MethodCode body = pts.body(mi);
    if (body == null || !(v instanceof Local l)) {
      return null;
    }
    Integer def = body.reachingDef(at, l);
    if (def == null || !(body.stmt(def) instanceof JAssignStmt a)
        || !(a.getRightOp() instanceof AbstractInvokeExpr inv)
        || inv instanceof JDynamicInvokeExpr) {
      return null;
    }
    if (inv instanceof AbstractInstanceInvokeExpr ii) {
      var receivers = pts.pointsTo(mi, def, ii.getBase());
      if (receivers.isEmpty() || !receivers.stream().allMatch(o ->
          (o.kind() == AbstractObject.Kind.ALLOCATION || o.kind() == AbstractObject.Kind.ENTRY)
          && pts.code().isApplication(pts.code().classType(o.type())))) {
        return null;
      }
    }
    Set<MethodInstance> callees = pts.callees(mi, def);
    if (!NullLocals.everyTargetWired(pts, mi, def, inv)) {
      return null; // a receiver inherits the method from the JDK: its result is unknown
    }
    Integer k = null;
    for (MethodInstance c : callees) {
      Integer r = returned(pts.body(c));
      if (r == null || k != null && !k.equals(r)) {
        return null;
      }
      k = r;
    }
    return k;
  }

  /** The one constant every {@code return} of the body returns, or null. */
  static Integer returned(MethodCode body) {
    if (body == null) {
      return null;
    }
    Integer k = null;
    for (int i = 0; i < body.size(); i++) {
      if (body.stmt(i) instanceof JReturnStmt r) {
        Integer v = body.intValue(i, r.getOp());
        if (v == null || k != null && !k.equals(v)) {
          return null;
        }
        k = v;
      }
    }
    return k;
  }
}
