package org.petrify.ir.frontend;

import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.Value;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.constant.LongConstant;
import sootup.core.jimple.common.constant.NullConstant;
import sootup.core.jimple.common.expr.JCastExpr;
import sootup.core.jimple.common.expr.JCmpExpr;
import sootup.core.types.PrimitiveType;

/**
 * The results of non-blocking attempts that the translator pins ({@link Environment#tryLocks}):
 * a {@code boolean} ({@code tryLock}, {@code tryAcquire}, {@code offer}: false on failure), a
 * {@code long} stamp ({@code StampedLock.tryWriteLock} and the conversions: 0 on failure) or a
 * reference ({@code poll} of a modelled queue: null on failure, since those queues reject null
 * elements). A test of the pinned local against its failure value ({@code 0} or {@code null},
 * with {@code ==} or {@code !=}) follows the path the attempt took. A copy of the local, or a
 * cast of it ({@code String s = (String) q.poll()} compiles to a call into a temporary and a
 * cast into {@code s}), holds the same value, so it is pinned the same way until it is assigned
 * again; the cast's own failure (a {@code ClassCastException}) is not modelled, as elsewhere.
 */
final class PinnedResults {
  private PinnedResults() {}

  /**
   * True if {@code v} is the value a failed attempt yields: {@code 0}/false, {@code 0L} (a
   * {@code StampedLock} stamp) or {@code null}.
   */
  static boolean isFailureValue(Value v) {
    return v instanceof IntConstant i && i.getValue() == 0
        || v instanceof LongConstant l && l.getValue() == 0L || v instanceof NullConstant;
  }

  /**
   * The environment {@code after} the assignment {@code target = rhs}, with {@code target}
   * pinned like {@code rhs} in {@code before} when {@code rhs} is a pinned local, a cast of one
   * or its comparison with the failure value ({@code cmp stamp, 0L}: nonzero exactly after a
   * success, as a stamp of a success is never 0),
   * and with the known object value of such a reference local ({@link LocalValue#isObject}).
   */
  static Environment copied(Environment after, Environment before, Local target, Value rhs) {
    Value source = rhs instanceof JCastExpr c ? c.getOp()
        : rhs instanceof JCmpExpr c && isFailureValue(c.getOp2()) ? c.getOp1() : rhs;
    if (source instanceof Local l && before.tryLocks().containsKey(l.getName())) {
      return after.withTryLock(target.getName(), before.tryLocks().get(l.getName()));
    }
    LocalValue known = source instanceof Local l ? before.values().get(l.getName()) : null;
    if (LocalValue.isObject(known) && !(target.getType() instanceof PrimitiveType)) {
      return after.withValue(target.getName(), known); // the same reference, so the same facts
    }
    return after;
  }
}
