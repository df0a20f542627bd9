package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.types.PrimitiveType;

/**
 * Which reference arguments a callee tests: a field read into a local that is handed to such a
 * callee is worth tracking ({@link TrackedValues}), because a result variant of the callee
 * starts with the parameter pinned to the caller's value ({@link ResultExits}, known
 * arguments), which then decides the callee's test ({@code isDone0(result)} testing
 * {@code r != null && r != UNCANCELLABLE}). Only the choice of tracked fields depends on this
 * (more fields tracked, each still exact), so it needs no soundness argument of its own.
 */
final class TestedArguments {
  private TestedArguments() {}

  /**
   * True if some callee of the call at statement {@code i} of {@code mi} compares its
   * reference parameter {@code index} by {@code ==} or {@code !=} with {@code null} or another
   * reference.
   */
  static boolean tested(PointsToResult pts, MethodInstance mi, int i, int index) {
    for (MethodInstance callee : pts.callees(mi, i)) {
      MethodCode body = pts.body(callee);
      if (body != null && testsParameter(body, index)) {
        return true;
      }
    }
    return false;
  }

  private static boolean testsParameter(MethodCode body, int index) {
    String local = null;
    for (Stmt s : body.stmts()) {
      if (s instanceof JIdentityStmt id && id.getRightOp() instanceof JParameterRef p
          && p.getIndex() == index && !(id.getLeftOp().getType() instanceof PrimitiveType)) {
        local = id.getLeftOp().getName();
      }
    }
    if (local == null) {
      return false;
    }
    for (Stmt s : body.stmts()) {
      if (s instanceof JIfStmt f && (f.getCondition() instanceof JEqExpr
          || f.getCondition() instanceof JNeExpr)) {
        AbstractConditionExpr c = f.getCondition();
        for (Value v : List.of(c.getOp1(), c.getOp2())) {
          Value other = v == c.getOp1() ? c.getOp2() : c.getOp1();
          if (v instanceof Local l && l.getName().equals(local)
              && (other instanceof NullConstant || other instanceof Local o
                  && !(o.getType() instanceof PrimitiveType))) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
