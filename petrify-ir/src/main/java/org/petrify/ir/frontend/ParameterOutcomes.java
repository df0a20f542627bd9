package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import org.petrify.ir.pointsto.TripValues;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractBinopExpr;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * The outcomes of every test a method makes on an int parameter, for one value of it: the
 * parameter and the locals computed from it by int arithmetic with constants ({@code k % 2},
 * {@code k - 1}) are read only by {@code if} conditions comparing them with each other or
 * with constants, by {@code switch} statements, and by those computations; then the list of
 * the conditions' results and the switches' keys, in statement order, is the outcome.
 *
 * <p>Invariant (why two values with the same outcome are interchangeable): under this
 * restriction the parameter's value reaches nothing but those tests, so a translation that
 * pins the parameter to value {@code a} ({@link ArgumentVariants}) decides every branch
 * exactly as one pinning it to {@code b} does when their outcomes are equal, and the two
 * translations are the same commands. A computed local may also be passed, as it is, to a
 * static method that the call certainly runs (one callee with a body): the callee's tests on
 * that parameter are then part of the outcome, found the same way (up to {@link #MAX_DEPTH}
 * calls deep), so two values with equal outcomes reach equal tests there too, and the callee,
 * whether the caller's translation calls its argument variant for the value or the method, runs
 * the same commands for both (its result, if any, depends on the outcomes only, since the value
 * reaches nothing but tests). Any other read of the parameter or of a computed local (another
 * call's argument or receiver, a field or array store, an array index, a return) gives up
 * (null).
 */
final class ParameterOutcomes {
  private ParameterOutcomes() {}

  /** The deepest chain of calls followed. */
  static final int MAX_DEPTH = 3;

  /**
   * The outcome of the tests on {@code param} (a local of {@code mi}) when it holds
   * {@code value}, or null.
   */
  static List<Integer> of(PointsToResult pts, MethodInstance mi, String param, int value) {
    return of(pts, mi, param, value, 0);
  }

  private static List<Integer> of(PointsToResult pts, MethodInstance mi, String param, int value,
      int depth) {
    MethodCode body = pts.body(mi);
    if (body == null || depth > MAX_DEPTH) {
      return null;
    }
    Map<String, Integer> known = new HashMap<>();
    known.put(param, value);
    Integer paramDef = body.singleDefinition(param);
    if (paramDef == null || !(body.stmt(paramDef) instanceof JIdentityStmt)) {
      return null;
    }
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int i = 0; i < body.size(); i++) {
        if (body.stmt(i) instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
            && !known.containsKey(d.getName()) && readsAny(a.getRightOp(), known)
            && !(a.getRightOp() instanceof AbstractInvokeExpr)) {
          Integer v = body.singleDefinition(d.getName()) == null ? null
              : a.getRightOp() instanceof Local c ? known.get(c.getName())
              : a.getRightOp() instanceof AbstractBinopExpr b
                  && !(b instanceof AbstractConditionExpr) ? binop(b, known) : null;
          if (v == null) {
            return null;
          }
          known.put(d.getName(), v);
          grew = true;
        }
      }
    }
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < body.size(); i++) {
      Stmt s = body.stmt(i);
      if (!readsAny(s, known)) {
        continue;
      }
      if (s instanceof JIfStmt f) {
        Integer x = operand(f.getCondition().getOp1(), known);
        Integer y = operand(f.getCondition().getOp2(), known);
        if (x == null || y == null) {
          return null;
        }
        out.add(TripValues.holds(f.getCondition(), x, y) ? 1 : 0);
      } else if (s instanceof JSwitchStmt sw && sw.getKey() instanceof Local k
          && known.containsKey(k.getName())) {
        out.add(known.get(k.getName()));
      } else if (MethodCode.invokeOf(s) instanceof JStaticInvokeExpr inv) {
        List<Integer> sub = called(pts, mi, i, inv, known, depth);
        if (sub == null) {
          return null;
        }
        out.addAll(sub);
      } else if (!(s instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && known.containsKey(d.getName()))) {
        return null;
      }
    }
    return out;
  }

  /**
   * The outcomes of the tests of the one callee of static call {@code inv} (statement {@code
   * at} of {@code mi}) on its parameters that receive known locals, each preceded by a marker
   * {@code -1 - j} for parameter {@code j}; null if the callee is not one method with a body or
   * a known value is passed other than as a plain argument.
   */
  private static List<Integer> called(PointsToResult pts, MethodInstance mi, int at,
      JStaticInvokeExpr inv, Map<String, Integer> known, int depth) {
    java.util.Set<MethodInstance> callees = pts.callees(mi, at);
    if (callees.size() != 1) {
      return null;
    }
    MethodInstance callee = callees.iterator().next();
    MethodCode body = pts.body(callee);
    if (body == null || !callee.method().getSignature().equals(inv.getMethodSignature())) {
      return null;
    }
    Map<Integer, String> params = TestedParameters.parameterLocals(body);
    List<Integer> out = new ArrayList<>();
    for (int j = 0; j < inv.getArgCount(); j++) {
      if (!(inv.getArg(j) instanceof Local l) || !known.containsKey(l.getName())) {
        continue;
      }
      String local = params.get(j);
      List<Integer> sub = local == null ? null
          : of(pts, callee, local, known.get(l.getName()), depth + 1);
      if (sub == null) {
        return null;
      }
      out.add(-1 - j);
      out.addAll(sub);
    }
    return out;
  }

  private static boolean readsAny(Stmt s, Map<String, Integer> known) {
    for (Value v : s.getUses()) {
      if (v instanceof Local l && known.containsKey(l.getName())) {
        return true;
      }
    }
    return false;
  }

  private static boolean readsAny(Value rhs, Map<String, Integer> known) {
    if (rhs instanceof Local l) {
      return known.containsKey(l.getName());
    }
    for (Value v : rhs.getUses()) {
      if (v instanceof Local l && known.containsKey(l.getName())) {
        return true;
      }
    }
    return false;
  }

  private static Integer binop(AbstractBinopExpr b, Map<String, Integer> known) {
    Integer x = operand(b.getOp1(), known);
    Integer y = operand(b.getOp2(), known);
    return x == null || y == null ? null : TripValues.arithmetic(b, x, y);
  }

  private static Integer operand(Value v, Map<String, Integer> known) {
    if (v instanceof IntConstant c) {
      return c.getValue();
    }
    return v instanceof Local l ? known.get(l.getName()) : null;
  }
}
