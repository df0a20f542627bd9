package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import org.petrify.ir.pointsto.MethodCode;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractConditionExpr;
import sootup.core.jimple.common.expr.JAddExpr;
import sootup.core.jimple.common.expr.JSubExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * The caveat of counted loops the translation keeps as loops (not to be confused with
 * {@link org.petrify.ir.pointsto.CountedLoop}, the loops whose trips the model does count). {@code LoopUnroller} unrolls a loop counted by
 * a local against a constant only up to 16 trips; a longer one ({@code for (int i = 0; i < 17;
 * i++)}) stays a loop whose test is a nondeterministic choice, so the model has a run that
 * never leaves it. The JVM always leaves it: the counter is a local, changed in the loop only
 * by adding or subtracting a constant, and compared with a constant. A termination verdict
 * VIOLATED (or a deadlock reached by iterating more or fewer times than the bound) may then be
 * spurious, and this class gives such a loop header the IMPRECISE caveat {@code counted-loop}
 * instead of presenting the verdict as certain. The caveat never turns a HOLDS into anything
 * else (the over-approximation is sound for HOLDS); it only qualifies violations.
 */
final class CountedLoopCaveat {
  static final String KIND = "counted-loop";

  private CountedLoopCaveat() {}

  /**
   * Gives the caveat if statement {@code i}, an undecided {@code if}, is the test of a counted
   * loop: on a cycle, comparing a local with a known int, the local's definitions on the cycle
   * all being {@code l = l ± constant}.
   */
  static void check(TranslationContext tc, MethodCode code, int i, Origin origin) {
    if (!(code.stmt(i) instanceof JIfStmt f) || !code.loopStmts().contains(i)) {
      return;
    }
    AbstractConditionExpr cond = f.getCondition();
    Local counter;
    if (cond.getOp1() instanceof Local l && code.intValue(i, cond.getOp2()) != null) {
      counter = l;
    } else if (cond.getOp2() instanceof Local l && code.intValue(i, cond.getOp1()) != null) {
      counter = l;
    } else {
      return;
    }
    boolean stepped = false;
    List<Stmt> stmts = code.stmts();
    for (int s : code.loopStmts()) {
      if (stmts.get(s) instanceof JAssignStmt a && a.getLeftOp() instanceof Local d
          && d.getName().equals(counter.getName())) {
        if (!isStep(a.getRightOp(), counter)) {
          return;
        }
        stepped = true;
      }
    }
    if (stepped) {
      tc.caveat(KIND, origin, "a loop counted by " + counter.getName() + " against a constant"
          + " runs more times than are unrolled; its exit is a nondeterministic choice, so a run"
          + " that never leaves it (non-termination), or that leaves it after another number of"
          + " trips than Java makes (a producer or consumer stopping early, then a deadlock), may"
          + " be spurious", Caveat.Effect.IMPRECISE);
    }
  }

  private static boolean isStep(Value v, Local counter) {
    if (v instanceof JAddExpr || v instanceof JSubExpr) {
      var b = (sootup.core.jimple.common.expr.AbstractBinopExpr) v;
      return b.getOp1() instanceof Local l && l.getName().equals(counter.getName())
          && b.getOp2() instanceof sootup.core.jimple.common.constant.IntConstant;
    }
    return false;
  }
}
