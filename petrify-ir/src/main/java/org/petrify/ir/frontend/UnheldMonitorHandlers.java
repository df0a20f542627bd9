package org.petrify.ir.frontend;

import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Origin;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.types.ClassType;

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
  private static final Set<String> NEEDS_LOCK = Set.of("wait", "notify", "notifyAll", "unlock",
      "await", "awaitNanos", "awaitUntil", "awaitUninterruptibly", "signal", "signalAll",
      "unlockRead", "unlockWrite");

  private UnheldMonitorHandlers() {}

  /** True if statement {@code i}'s call {@code inv} is such a JDK call (no application callee). */
  static boolean needsLock(PointsToResult pts, MethodInstance mi, int i, AbstractInvokeExpr inv) {
    return NEEDS_LOCK.contains(inv.getMethodSignature().getName())
        && pts.callees(mi, i).isEmpty();
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
