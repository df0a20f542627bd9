package org.petrify.ir.frontend;

import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * The timeouts of {@code Object.wait(long[, int])} and {@code Thread.join(long[, int])}, where
 * zero means <em>no</em> timeout: {@code wait(0)} waits until notified, {@code join(0)} until
 * the thread ends (their specifications; the two-argument forms add one millisecond for a
 * positive {@code nanos} and then call the one-argument form, so they wait forever exactly
 * when both arguments are zero).
 *
 * <p>{@link #of} tells, from the call's arguments, whether the wait is surely timed (some
 * argument is a known non-zero constant), surely untimed (every argument is a known zero) or
 * either. A value is known when it is a constant, a local whose single reaching definition is,
 * through copies and widenings to {@code long}, a known value, or a parameter to which every call site
 * passes the same constant ({@link NonNullLocals#intConstant}). Translating an unknown timeout
 * as both (a choice before waiting) is sound: for a zero the JVM waits forever, for a positive
 * value it may time out, and the choice keeps both runs.
 */
final class ZeroTimeouts {
  /** What a call's timeout arguments allow. */
  enum Kind { TIMED, UNTIMED, EITHER }

  private static final int MAX_COPIES = 8;

  private ZeroTimeouts() {
  }

  /** The kind of a {@code wait(long[, int])} or {@code join(long[, int])} call at {@code at}. */
  static Kind of(TranslationContext tc, MethodInstance mi, int at,
      sootup.core.jimple.common.expr.AbstractInvokeExpr inv) {
    MethodCode code = tc.pts().body(mi);
    boolean allZero = true;
    for (Value arg : inv.getArgs()) {
      Long v = value(tc, mi, code, at, arg);
      if (v == null) {
        allZero = false;
        continue;
      }
      if (v != 0) {
        return Kind.TIMED;
      }
    }
    return allZero ? Kind.UNTIMED : Kind.EITHER;
  }

  private static Long value(TranslationContext tc, MethodInstance mi, MethodCode code, int at,
      Value v) {
    for (int depth = 0; depth <= MAX_COPIES; depth++) {
      Long c = JvmArithmetic.constant(v);
      if (c != null) {
        return c;
      }
      if (!(v instanceof Local l) || code == null) {
        return null;
      }
      Long param = tc.nullness().nonNull().intConstant(mi, l);
      if (param != null) {
        return param;
      }
      Integer def = code.reachingDef(at, l);
      if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
        return null;
      }
      v = a.getRightOp() instanceof JCastExpr cast && cast.getType().toString().equals("long")
          ? cast.getOp() : a.getRightOp(); // a widening to long keeps the value
      at = def;
    }
    return null;
  }
}
