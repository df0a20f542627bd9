package org.petrify.ir.frontend;

import java.util.List;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JStaticInvokeExpr;
import sootup.core.signatures.MethodSignature;

/**
 * The running thread's queries of its own hold on a lock, which the translator turns into a
 * {@code holds} test ({@link org.petrify.ir.rb.Command.HoldDepth}) with the result pinned per
 * depth ({@link ValueSteps#holdQuery}):
 * <ul>
 *   <li>counts: {@code ReentrantLock.getHoldCount()}, {@code WriteLock.getHoldCount()},
 *       {@code ReentrantReadWriteLock.getWriteHoldCount()};</li>
 *   <li>tests: {@code ReentrantLock.isHeldByCurrentThread()},
 *       {@code WriteLock.isHeldByCurrentThread()},
 *       {@code ReentrantReadWriteLock.isWriteLockedByCurrentThread()},
 *       {@code Thread.holdsLock(o)}.</li>
 * </ul>
 *
 * <p>Why the model's depth is Java's answer: the rb lock of a {@code ReentrantLock} object is
 * acquired once per {@code lock()} and released once per {@code unlock()} of that object
 * ({@link LockModel}), the {@code <rw>.write} lock of a read-write lock once per write hold
 * ({@link ReadWriteLockModel}: a first read hold takes and gives it back within one step
 * sequence), a monitor once per {@code monitorenter}/{@code monitorexit}; so the running
 * thread's depth of that rb lock is the count Java returns. That holds only when the rb lock is
 * that one runtime object: the query is resolved only when its operand points to exactly one
 * abstract object that is not a summary ({@code PointsToResult.isSummary}) and, for a monitor,
 * has one rb lock. Otherwise ({@link Query#lock} null: a choice of objects, the unknown lock, a
 * summary monitor or read-write lock) the translator keeps the call as it was, its result
 * unknown, so every test of it is a free choice, and says so (caveat {@code hold-query},
 * IMPRECISE).
 *
 * <p>A {@code ReentrantLock} that is one summary object (several runtime objects, one rb lock:
 * every {@code lock()} of any of them takes it) is half resolved ({@link Query#exact} false): the
 * thread's depth of the rb lock counts its holds of all of them, so it is at least the answer,
 * and depth 0 means the answer is 0 (exact); at any other depth the answer is unknown (a free
 * choice). Caveat {@code hold-query}, IMPRECISE.
 */
final class HoldQueries {
  private static final String REENTRANT = "java.util.concurrent.locks.ReentrantLock";
  private static final String READ_WRITE = "java.util.concurrent.locks.ReentrantReadWriteLock";
  private static final String WRITE_VIEW = READ_WRITE + "$WriteLock";

  private HoldQueries() {}

  /**
   * A hold query: the rb lock whose depth answers it ({@code null} if it cannot be resolved),
   * whether it returns the depth itself ({@code count}) or only whether it is positive, and
   * whether the rb lock's depth is the answer ({@code exact}) or, for a summary, only bounds
   * it from above (depth 0 still means "holds none of them").
   */
  record Query(String lock, boolean count, boolean exact) {}

  /** The query the invoke at statement {@code i} is, or {@code null} if it is none. */
  static Query of(TranslationContext tc, MethodInstance mi, int i, AbstractInvokeExpr inv,
      Origin origin) {
    MethodSignature sig = inv.getMethodSignature();
    String cls = sig.getDeclClassType().getFullyQualifiedName();
    String name = sig.getName();
    if (inv instanceof JStaticInvokeExpr && cls.equals("java.lang.Thread")
        && name.equals("holdsLock") && inv.getArgCount() == 1) {
      List<AbstractObject> objs = inv.getArg(0) instanceof sootup.core.jimple.common.Local l
          ? tc.pts().pointsTo(mi, i, l) : List.of();
      AbstractObject o = sole(tc, objs);
      List<String> names = o == null ? List.of() : tc.monitorNames(o, origin);
      return resolved(tc, names.size() == 1 ? names.get(0) : null, false, origin);
    }
    boolean count = name.equals("getHoldCount") || name.equals("getWriteHoldCount");
    boolean held = name.equals("isHeldByCurrentThread")
        || name.equals("isWriteLockedByCurrentThread");
    if (!(count || held) || inv.getArgCount() != 0) {
      return null;
    }
    boolean lockMethod = (cls.equals(REENTRANT) || cls.equals(WRITE_VIEW))
        && (name.equals("getHoldCount") || name.equals("isHeldByCurrentThread"));
    boolean rwMethod = cls.equals(READ_WRITE)
        && (name.equals("getWriteHoldCount") || name.equals("isWriteLockedByCurrentThread"));
    if (!lockMethod && !rwMethod) {
      return null;
    }
    List<AbstractObject> receivers = tc.libraryReceivers(mi, i, inv);
    AbstractObject o = sole(tc, rwMethod ? receivers : LockReceivers.of(tc.code(), receivers));
    String lock = null;
    if (o != null && rwMethod && o.type().equals(READ_WRITE)) {
      lock = tc.lockName(o, origin) + ".write";
    } else if (o != null && lockMethod && tc.juc().isReadWriteView(o)) {
      List<AbstractObject> rws = tc.pts().readWriteLocks(o);
      lock = o.type().endsWith("$WriteLock") && rws.size() == 1
          && !tc.pts().isSummary(rws.get(0)) ? tc.juc().lockName(o, origin) : null;
    } else if (o != null && lockMethod && !o.type().endsWith("$WriteLock")) {
      lock = tc.lockName(o, origin);
    } else if (o == null && lockMethod) {
      List<AbstractObject> locks = LockReceivers.of(tc.code(), receivers);
      if (locks.size() == 1 && tc.pts().isSummary(locks.get(0))
          && !tc.juc().isReadWriteView(locks.get(0))) {
        tc.caveat("hold-query", origin, "the running thread's hold of a lock that stands for"
            + " several runtime objects is known only when it holds none of them (the hold"
            + " count is 0); otherwise the tests of the answer are free choices",
            Caveat.Effect.IMPRECISE);
        return new Query(tc.lockName(locks.get(0), origin), count, false);
      }
    }
    return resolved(tc, lock, count, origin);
  }

  /** The one object of {@code objs} if it is not a summary, else {@code null}. */
  private static AbstractObject sole(TranslationContext tc, List<AbstractObject> objs) {
    return objs.size() == 1 && !tc.pts().isSummary(objs.get(0)) ? objs.get(0) : null;
  }

  private static Query resolved(TranslationContext tc, String lock, boolean count,
      Origin origin) {
    if (lock == null) {
      tc.caveat("hold-query", origin, "the running thread's hold of a lock that may be one of"
          + " several objects, or stands for several runtime objects, is not known to the"
          + " model: the tests of the answer are free choices", Caveat.Effect.IMPRECISE);
    }
    return new Query(lock, count, true);
  }
}
