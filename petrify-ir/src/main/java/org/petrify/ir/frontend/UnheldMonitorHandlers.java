package org.petrify.ir.frontend;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.types.ClassType;
import sootup.core.types.PrimitiveType;
import sootup.core.types.Type;

/**
 * A JDK call that releases, waits on or notifies a lock ({@code Object.wait}/{@code notify},
 * {@code Lock.unlock}, {@code Condition.await}/{@code signal}, {@code StampedLock.unlock...})
 * throws {@code IllegalMonitorStateException} when its thread does not hold the lock. Where the
 * exception leaves the method, the encoder's {@code UnheldRoutes} raise it exactly (only when
 * the lock is not held). A handler of the method itself that may catch it ({@code catch
 * (IllegalMonitorStateException)}, {@code RuntimeException}, {@code Exception}) is reached by
 * {@link ImplicitExceptions}, which lists the exception for such calls: the call becomes a
 * choice between running and going to the handler, taken whether or not the lock is held (the
 * frontend cannot tell), so the handler may run in runs that Java does not have; reported
 * IMPRECISE ({@code unheld-monitor}). A {@code finally} or {@code catch (Throwable)} (a
 * catch-all) gets no edge (the rule of {@link ImplicitExceptions}): it runs and rethrows, and the
 * model rethrows at once, skipping only its code. A {@code monitorexit} is not such a call: on
 * the JVM it never throws (structured locking).
 */
final class UnheldMonitorHandlers {
  static final String IMSE = "java.lang.IllegalMonitorStateException";
  private static final Set<String> MONITOR_METHODS = Set.of("wait", "notify", "notifyAll");
  private static final Set<String> LOCK_METHODS = Set.of("unlock", "unlockRead", "unlockWrite");
  private static final Set<String> CONDITION_METHODS = Set.of("await", "awaitNanos",
      "awaitUntil", "awaitUninterruptibly", "signal", "signalAll");

  private UnheldMonitorHandlers() {}

  /**
   * True if statement {@code i}'s call {@code inv} is such a JDK call (no application callee):
   * {@code Object}'s final monitor methods by name (no class can redeclare them), the others
   * only on a {@code Lock}, {@code StampedLock} or {@code Condition}, so that the {@code await}
   * of a {@code CyclicBarrier} or {@code CountDownLatch}, which needs no lock, is not one.
   */
  static boolean needsLock(PointsToResult pts, MethodInstance mi, int i, AbstractInvokeExpr inv) {
    String name = inv.getMethodSignature().getName();
    if (!pts.callees(mi, i).isEmpty()) {
      return false;
    }
    if (MONITOR_METHODS.contains(name)) {
      return isObjectMonitorMethod(inv);
    }
    ClassType owner = inv.getMethodSignature().getDeclClassType();
    if (LOCK_METHODS.contains(name)) {
      return isA(pts, owner, "java.util.concurrent.locks.Lock")
          || isA(pts, owner, "java.util.concurrent.locks.StampedLock");
    }
    return CONDITION_METHODS.contains(name)
        && isA(pts, owner, "java.util.concurrent.locks.Condition");
  }

  /** {@code wait()}, {@code wait(long)}, {@code wait(long, int)}, {@code notify()}, {@code notifyAll()}. */
  private static boolean isObjectMonitorMethod(AbstractInvokeExpr inv) {
    List<Type> params = inv.getMethodSignature().getParameterTypes();
    if (!inv.getMethodSignature().getName().equals("wait")) {
      return params.isEmpty();
    }
    return params.isEmpty() || params.equals(List.of(PrimitiveType.getLong()))
        || params.equals(List.of(PrimitiveType.getLong(), PrimitiveType.getInt()));
  }

  private static boolean isA(PointsToResult pts, ClassType owner, String type) {
    return pts.code().isSubtype(owner, pts.code().classType(type));
  }

  /** Reports statement {@code i} of {@code mi} if it is such a call under such a handler. */
  static void check(TranslationContext tc, MethodInstance mi, MethodCode code, int i,
      Origin origin) {
    AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
    if (inv == null || !needsLock(tc.pts(), mi, i, inv)) {
      return;
    }
    for (Map.Entry<ClassType, Integer> h : code.handlers(i).entrySet()) {
      ClassType type = h.getKey();
      if (h.getValue() == i || h.getValue() < 0
          || type.getFullyQualifiedName().equals("java.lang.Throwable")
          || !tc.throwAnalysis().mayCatch(IMSE, type)) {
        continue;
      }
      tc.caveat("unheld-monitor", origin, inv.getMethodSignature().getName() + " inside a try"
          + " whose catch (" + type.getClassName() + ") may catch IllegalMonitorStateException:"
          + " the model may run that handler also when the thread holds the lock",
          Caveat.Effect.IMPRECISE);
      return;
    }
  }
}
