package org.petrify.ir.frontend;

import java.util.function.Predicate;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JEqExpr;
import sootup.core.jimple.common.expr.JInstanceOfExpr;
import sootup.core.jimple.common.expr.JNeExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.types.ClassType;

/**
 * Casts under an {@code instanceof} test of the same local, for {@link SafeCasts}: {@code if (o
 * instanceof LifeCycle) { ((LifeCycle) o).start(); }} and the pattern {@code if (o instanceof
 * LifeCycle l)}, whose bytecode is {@code t = o instanceof LifeCycle; if (t == 0) ...; l =
 * (LifeCycle) o}.
 *
 * <p>{@link #guardedAt} asks, with the search of {@link NullTests#guardedAt}, whether some
 * path reaches the cast from a point where the local may hold anything (the method's entry,
 * and every definition of the local), without a definition of the local in between and
 * without the "is an instance" edge of a <em>guard</em>: an {@code if} on {@code t == 0} or
 * {@code t != 0} whose only way in is straight from {@code t = local instanceof D}, with
 * {@code D} a subtype of the cast's target (the caller's test). Exception handlers of the
 * statements visited are followed.
 *
 * <p>Soundness: in a run where the cast fails, the local holds an object that is not an
 * instance of the target, so not of any such {@code D}. From its last definition before the
 * cast (or the entry) the local is unchanged, so every guard on the way evaluated {@code
 * local instanceof D} on that object just before (a guard is entered only from its {@code
 * instanceof}) and took the other edge; that path is one the search follows, so it reaches
 * the cast. Contrapositive: when the search does not reach the cast, the cast cannot fail.
 */
final class InstanceOfGuards {
  private InstanceOfGuards() {}

  /**
   * True if the local, whenever statement {@code at} runs, is null or an instance of a class
   * {@code covers} accepts, by the {@code instanceof} guards on every path there.
   */
  static boolean guardedAt(MethodCode code, int at, String local, Predicate<ClassType> covers) {
    return NullTests.guardedAt(code, at, local, i -> false,
        (s, next) -> instanceSuccessor(code, s, next, local, covers));
  }

  /**
   * The successor a guard of {@code local} takes when the local is an instance of the tested
   * class, or -1 if statement {@code s} is no guard (class comment).
   */
  private static int instanceSuccessor(MethodCode code, int s, int[] next, String local,
      Predicate<ClassType> covers) {
    if (!(code.stmt(s) instanceof JIfStmt f) || next.length != 2 || next[0] == next[1]
        || !code.straightLine(s - 1, s)
        || !(code.stmt(s - 1) instanceof JAssignStmt a)
        || !(a.getLeftOp() instanceof Local t)
        || !(a.getRightOp() instanceof JInstanceOfExpr io)
        || !(io.getOp() instanceof Local v) || !v.getName().equals(local)
        || !(io.getCheckType() instanceof ClassType d) || !covers.test(d)) {
      return -1;
    }
    AbstractConditionExpr c = f.getCondition();
    if (!(c.getOp1() instanceof Local l) || !l.getName().equals(t.getName())
        || !(c.getOp2() instanceof IntConstant zero) || zero.getValue() != 0) {
      return -1;
    }
    // next[0] is the fall-through (condition false), next[1] the jump (condition true).
    if (c instanceof JEqExpr) {
      return next[0];
    }
    return c instanceof JNeExpr ? next[1] : -1;
  }
}
