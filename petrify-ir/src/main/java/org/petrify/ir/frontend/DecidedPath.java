package org.petrify.ir.frontend;

import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.stmt.JGotoStmt;
import sootup.core.jimple.common.stmt.JIfStmt;
import sootup.core.jimple.common.stmt.JNopStmt;
import sootup.core.jimple.common.stmt.JReturnStmt;
import sootup.core.jimple.common.stmt.Stmt;
import sootup.core.jimple.javabytecode.stmt.JSwitchStmt;

/**
 * The one path a loop-free body takes when known values decide its branches, and the value it
 * returns there: from the first statement, each {@code if} decided ({@link
 * LocalValueEvaluator#decide}), each {@code switch} taken by its known key, {@code goto} and
 * {@code nop} followed, every other statement handed to a {@link Binding} that gives the
 * environment after it, until a {@code return}, whose operand's value is the result. An
 * undecided branch, a binding that gives no environment, a statement with several successors
 * or more steps than twice the body's statements (a loop) give no result (null). Shared by
 * {@link ValueFunctions} and {@link FinalFunctions}, which differ only in what they bind.
 */
final class DecidedPath {
  /** The environment after an identity statement or assignment; null: no result. */
  @FunctionalInterface
  interface Binding {
    Environment after(int pc, Stmt s, Environment env);
  }

  private DecidedPath() {}

  /** The value the body returns on the decided path, or null (see the class comment). */
  static LocalValue result(MethodCode code, LocalValueEvaluator ev, Origin origin,
      Binding binding) {
    Environment env = Environment.EMPTY;
    int pc = 0;
    for (int steps = 0; steps <= 2 * code.size(); steps++) {
      Stmt s = code.stmt(pc);
      int[] succ = code.successors(pc);
      if (s instanceof JReturnStmt r) {
        return ev.evaluate(r.getOp(), env);
      }
      if (s instanceof JIfStmt f) {
        Boolean b = succ.length == 2 ? ev.decide(f.getCondition(), env, pc, origin) : null;
        if (b == null) {
          return null;
        }
        pc = succ[b ? 1 : 0];
        continue;
      }
      if (s instanceof JSwitchStmt sw) {
        pc = ev.evaluate(sw.getKey(), env) instanceof LocalValue.Int k
            ? LocalValueEvaluator.switchSuccessor(sw, succ, k.value()) : -1;
        if (pc < 0) {
          return null;
        }
        continue;
      }
      if (!(s instanceof JGotoStmt || s instanceof JNopStmt)) {
        env = binding.after(pc, s, env);
        if (env == null) {
          return null;
        }
      }
      if (succ.length != 1) {
        return null;
      }
      pc = succ[0];
    }
    return null;
  }
}
