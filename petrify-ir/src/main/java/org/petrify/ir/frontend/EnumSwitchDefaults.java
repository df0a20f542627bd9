package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.expr.JSpecialInvokeExpr;
import sootup.core.jimple.common.expr.JVirtualInvokeExpr;
import sootup.core.jimple.common.ref.JArrayRef;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JInvokeStmt;
import sootup.core.jimple.common.stmt.JThrowStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * javac's {@code IncompatibleClassChangeError} default of a switch over an enum without a
 * {@code default} label (a switch expression compiled for Java 17 to 20): {@code throw new
 * IncompatibleClassChangeError()} reached only as the default of switches whose key is the
 * ordinal of an enum {@code E} ({@code switch (this)} inside {@code E}: {@code
 * this.ordinal()}) or its entry in a {@code $SwitchMap$} array ({@code
 * $SwitchMap$E[e.ordinal()]}).
 *
 * <p><b>Soundness.</b> The default is taken as unreachable only when the cases cover every
 * ordinal of the analysed {@code E} (read from its class initialiser), directly or through the
 * switch map's table (read from its class's initialiser). The analysed class path is the one
 * that runs, so an object of {@code E} has one of those ordinals, and every one selects a case:
 * no run reaches the default (an index beyond the array would throw before it; a {@code null}
 * receiver throws at {@code ordinal()}). An enum or table of another shape, a switch whose
 * key has another definition, or a throw reached from anywhere else keeps its throw.
 */
final class EnumSwitchDefaults {
  private static final String ERROR = "java.lang.IncompatibleClassChangeError";

  private EnumSwitchDefaults() {}

  /** The most statements between the allocation of the error and its throw. */
  private static final int MAX_LINE = 8;

  /** True if the throw at statement {@code i} of {@code mi} is such an unreachable default. */
  static boolean isUnreachableDefault(PointsToResult pts, MethodInstance mi, int i,
      JThrowStmt t) {
    MethodCode code = pts.body(mi);
    if (code == null || !(t.getOp() instanceof Local l)) {
      return false;
    }
    List<AbstractObject> thrown = pts.pointsTo(mi, i, l);
    if (thrown.isEmpty() || !thrown.stream().allMatch(o -> o.type().equals(ERROR))) {
      return false;
    }
    int start = allocation(code, i);
    int[] entries = start < 0 ? new int[0] : code.predecessors(start);
    if (entries.length == 0) {
      return false;
    }
    for (int s : entries) {
      if (!(code.stmt(s) instanceof JSwitchStmt sw) || !defaultOnly(code, s, sw, start)
          || !coversEveryOrdinal(pts, code, s, sw)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The statement {@code x = new IncompatibleClassChangeError} from which a straight line of
   * statements (each the only predecessor of the next) leads to the throw at {@code i}, with
   * nothing on it but its {@code <init>()}, copies and casts of locals; -1 if there is none.
   */
  private static int allocation(MethodCode code, int i) {
    int k = i;
    for (int step = 0; step < MAX_LINE; step++) {
      int[] preds = code.predecessors(k);
      if (preds.length != 1) {
        return -1;
      }
      k = preds[0];
      Stmt s = code.stmt(k);
      if (s instanceof JAssignStmt a && a.getRightOp() instanceof JNewExpr ne) {
        return ne.getType().toString().equals(ERROR) ? k : -1;
      }
      boolean copy = s instanceof JAssignStmt a && a.getLeftOp() instanceof Local
          && (a.getRightOp() instanceof Local
              || a.getRightOp() instanceof JCastExpr c && c.getOp() instanceof Local);
      boolean init = s instanceof JInvokeStmt call
          && call.getInvokeExpr().orElse(null) instanceof JSpecialInvokeExpr sp
          && sp.getMethodSignature().getName().equals("<init>") && sp.getArgCount() == 0
          && sp.getMethodSignature().getDeclClassType().getFullyQualifiedName().equals(ERROR);
      if (!copy && !init) {
        return -1;
      }
    }
    return -1;
  }

  /** True if {@code target} is the switch's default successor and no case's. */
  private static boolean defaultOnly(MethodCode code, int s, JSwitchStmt sw, int target) {
    int[] succ = code.successors(s);
    if (succ.length != sw.getValues().size() + 1 || succ[succ.length - 1] != target) {
      return false;
    }
    for (int c = 0; c < succ.length - 1; c++) {
      if (succ[c] == target) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if the switch's key is {@code e.ordinal()} and its cases list every ordinal of the
   * enum, or {@code $SwitchMap$..[e.ordinal()]} and the table gives every ordinal a listed case.
   */
  private static boolean coversEveryOrdinal(PointsToResult pts, MethodCode code, int s,
      JSwitchStmt sw) {
    if (!(sw.getKey() instanceof Local key)) {
      return false;
    }
    Set<Integer> cases = sw.getValues().stream().map(IntConstant::getValue)
        .collect(Collectors.toSet());
    Integer at = code.reachingDef(s, key);
    Stmt def = at == null ? null : code.stmt(at);
    Integer count = ordinalCount(pts, def);
    if (count != null) {
      return coversRange(cases::contains, count);
    }
    if (!(def instanceof JAssignStmt a) || !(a.getRightOp() instanceof JArrayRef ar)
        || !(ar.getIndex() instanceof Local index)) {
      return false;
    }
    if (!(definition(code, at, ar.getBase()) instanceof JAssignStmt m)
        || !(m.getRightOp() instanceof JStaticFieldRef f)
        || !f.getFieldSignature().getName().startsWith("$SwitchMap$")) {
      return false;
    }
    Map<Integer, Integer> table = pts.code().enums().switchMap(
        f.getFieldSignature().getDeclClassType().getFullyQualifiedName() + "."
            + f.getFieldSignature().getName());
    Integer n = ordinalCount(pts, definition(code, at, index));
    return table != null && n != null
        && coversRange(o -> table.containsKey(o) && cases.contains(table.get(o)), n);
  }

  private static boolean coversRange(java.util.function.IntPredicate covered, int count) {
    for (int o = 0; o < count; o++) {
      if (!covered.test(o)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The number of constants of {@code E} when {@code def} is {@code k = e.ordinal()} with
   * {@code e} of the application enum type {@code E} whose constants are known; else null.
   */
  private static Integer ordinalCount(PointsToResult pts, Stmt def) {
    if (!(def instanceof JAssignStmt a) || !(a.getRightOp() instanceof AbstractInvokeExpr inv)
        || !org.petrify.ir.pointsto.EnumTables.isOrdinal(inv)
        || !(inv instanceof JVirtualInvokeExpr vi)) {
      return null;
    }
    int n = pts.code().enums().ordinals(vi.getBase().getType().toString()).size();
    return n > 0 ? n : null;
  }

  /** The one definition of {@code l} that reaches statement {@code at}, or null. */
  private static Stmt definition(MethodCode code, int at, Local l) {
    Integer d = code.reachingDef(at, l);
    return d == null ? null : code.stmt(d);
  }
}
