package org.petrify.ir.frontend;

import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.ref.JParameterRef;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIdentityStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Locals that always hold an object a {@code new} of the program made: {@code new String("a")}
 * handed down through parameters. Such a value is never {@code null} and never a string
 * literal: a {@code new} expression makes an object distinct from every object that exists
 * before it (JLS 15.9.4), while a literal is the interned {@code String} the JVM made when it
 * resolved the constant (JLS 3.10.5). So {@code s == "a"} is false.
 *
 * <p>A local qualifies at a statement when its one reaching definition ({@link
 * MethodCode#reachingDef}) is a {@code new}, a copy or reference cast of a local that qualifies
 * there, or a parameter to which every argument site of the method instance ({@link
 * PointsToResult#argumentSites}) passes a value that qualifies at the site, followed at most
 * {@link #MAX_DEPTH} steps. Sound because the argument sites are every call that enters the
 * instance (an instance called from code the analysis does not see has none, and its
 * parameters never qualify), and a cast that succeeds keeps the object; unlike a points-to set,
 * which shows no object for a literal, the rule never mistakes a local that may also hold a
 * literal ({@code c ? "a" : new String("a")} has two definitions) for a fresh one.
 */
final class NewObjectValues {
  private static final int MAX_DEPTH = 8;

  private NewObjectValues() {}

  /** True if {@code v} holds an object of a {@code new} at statement {@code at} of {@code mi}. */
  static boolean isNew(PointsToResult pts, MethodInstance mi, int at, Value v) {
    return definedBy(pts, mi, at, v, JNewExpr.class::isInstance, 0);
  }

  /**
   * True if {@code v} holds, at statement {@code at} of {@code mi}, a value some expression
   * {@code origin} accepts computed: followed as {@link #isNew} follows a {@code new} (one
   * reaching definition, copies, reference casts, parameters every argument site passes such a
   * value), so a local that another definition may also reach never qualifies.
   */
  static boolean definedBy(PointsToResult pts, MethodInstance mi, int at, Value v,
      java.util.function.Predicate<Value> origin) {
    return definedBy(pts, mi, at, v, origin, 0);
  }

  private static boolean definedBy(PointsToResult pts, MethodInstance mi, int at, Value v,
      java.util.function.Predicate<Value> origin, int depth) {
    MethodCode code = pts.body(mi);
    if (!(v instanceof Local l) || code == null || depth > MAX_DEPTH) {
      return false;
    }
    Integer def = code.reachingDef(at, l);
    if (def == null) {
      return false;
    }
    Stmt s = code.stmt(def);
    if (s instanceof JAssignStmt a) {
      Value rhs = a.getRightOp() instanceof JCastExpr c ? c.getOp() : a.getRightOp();
      return origin.test(rhs) || definedBy(pts, mi, def, rhs, origin, depth + 1);
    }
    if (!(s instanceof JIdentityStmt id) || !(id.getRightOp() instanceof JParameterRef p)) {
      return false;
    }
    return pts.everyArgument(mi, p.getIndex(),
        (caller, stmt, arg) -> definedBy(pts, caller, stmt, arg, origin, depth + 1));
  }
}
