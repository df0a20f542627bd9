package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.ref.JStaticFieldRef;
import sootup.core.jimple.common.stmt.JAssignStmt;

/**
 * The timeouts of {@code Object.wait(long[, int])} and {@code Thread.join(long[, int])}, where
 * zero means <em>no</em> timeout: {@code wait(0)} waits until notified, {@code join(0)} until
 * the thread ends (their specifications; the two-argument forms add one millisecond for a
 * positive {@code nanos} and then call the one-argument form, so they wait forever exactly
 * when both arguments are zero).
 *
 * <p>A timeout of at least {@link #FOREVER_NANOS} (2^62 ns, about 146 years:
 * {@code Long.MAX_VALUE} in any unit, the idiom for "no limit") cannot expire in any run of a
 * JVM, so such a wait is untimed too ({@link #neverExpires}; the timed waits of latches,
 * conditions, {@code awaitTermination} and {@code Future.get} as well): the model drops only
 * the return after that time.
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
    if (neverExpires(tc, mi, at, inv)) {
      return Kind.UNTIMED;
    }
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

  /** The least timeout, in nanoseconds, that counts as none: 2^62 ns, about 146 years. */
  static final long FOREVER_NANOS = 1L << 62;

  /**
   * True if a timed wait's timeout is known to be at least {@link #FOREVER_NANOS}: a {@code
   * (long, TimeUnit)} pair of a known value and a {@code TimeUnit} constant (converted as
   * {@code TimeUnit.toNanos} does, saturating), {@code awaitNanos(n)}, or the milliseconds of
   * {@code wait(ms[, ns])} and {@code join(ms[, ns])}.
   */
  static boolean neverExpires(TranslationContext tc, MethodInstance mi, int at,
      sootup.core.jimple.common.expr.AbstractInvokeExpr inv) {
    MethodCode code = tc.pts().body(mi);
    List<Value> args = inv.getArgs().stream().map(a -> (Value) a).toList();
    String name = inv.getMethodSignature().getName();
    if (args.isEmpty() || !(args.get(0).getType().toString().equals("long"))) {
      return false;
    }
    Long v = value(tc, mi, code, at, args.get(0));
    if (v == null) {
      return false;
    }
    java.util.concurrent.TimeUnit unit;
    if (args.size() == 2 && args.get(1).getType().toString()
        .equals("java.util.concurrent.TimeUnit")) {
      unit = timeUnit(code, at, args.get(1));
    } else if (name.equals("awaitNanos")) {
      unit = java.util.concurrent.TimeUnit.NANOSECONDS;
    } else if (name.equals("wait") || name.equals("join")) {
      unit = java.util.concurrent.TimeUnit.MILLISECONDS;
    } else {
      return false;
    }
    return unit != null && unit.toNanos(v) >= FOREVER_NANOS;
  }

  /**
   * The {@code TimeUnit} constant {@code v} (a static field read or a local whose single
   * reaching definition reads it) holds at statement {@code at}, or null.
   */
  static java.util.concurrent.TimeUnit timeUnit(MethodCode code, int at, Value v) {
    for (int depth = 0; depth <= MAX_COPIES && code != null; depth++) {
      if (v instanceof JStaticFieldRef f) {
        if (!f.getFieldSignature().getDeclClassType().getFullyQualifiedName()
            .equals("java.util.concurrent.TimeUnit")) {
          return null;
        }
        try {
          return java.util.concurrent.TimeUnit.valueOf(f.getFieldSignature().getName());
        } catch (IllegalArgumentException e) {
          return null;
        }
      }
      if (!(v instanceof Local l)) {
        return null;
      }
      Integer def = code.reachingDef(at, l);
      if (def == null || !(code.stmt(def) instanceof JAssignStmt a)) {
        return null;
      }
      v = a.getRightOp();
      at = def;
    }
    return null;
  }

  /** The known {@code long} value of {@code v} at statement {@code at} (see the class comment), or null. */
  static Long value(TranslationContext tc, MethodInstance mi, MethodCode code, int at,
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
