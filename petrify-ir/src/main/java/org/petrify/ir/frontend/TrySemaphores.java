package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * The semaphores no thread can block on: objects of class {@code java.util.concurrent.Semaphore}
 * itself (no subclass, whose methods may do anything) that no reachable call of {@code acquire}
 * or {@code acquireUninterruptibly} (any arity) may have as its receiver. Such a semaphore is
 * only ever tried ({@code tryAcquire}, untimed or timed: a timed try waits at most its timeout,
 * which is no deadlock) and released.
 *
 * <p>Invariant: {@link #tryOnly} is false for every object that a blocking acquire of the
 * analysed code may reach; if some blocking acquire on a {@code Semaphore} has a receiver the
 * points-to analysis gives no object for, no semaphore is try-only (that receiver may be any of
 * them). A method reference to an acquire counts as one where it is made ({@link
 * MethodReferences}). Not covered: an acquire through reflection or a method handle (reported
 * by their own caveats), and code outside the analysed class path (the JDK calls no {@code acquire} on a
 * semaphore it is handed).
 */
final class TrySemaphores {
  private final Set<Integer> blockedOn = new HashSet<>();
  private boolean unknownBlocking;

  private TrySemaphores() {}

  /**
   * A method reference to a semaphore's blocking acquire ({@link MethodReferences}): a bound
   * one may block on its captured semaphores, an unbound one on any.
   */
  private void reference(PointsToResult pts, MethodInstance mi, int i,
      sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn) {
    sootup.core.signatures.MethodSignature m = MethodReferences.referenced(dyn);
    if (m == null || !m.getName().equals("acquire") && !m.getName().equals("acquireUninterruptibly")
        || !pts.code().isSubtype(m.getDeclClassType(),
            pts.code().classType(SemaphoreModel.SEMAPHORE))) {
      return;
    }
    sootup.core.jimple.common.Local captured = MethodReferences.boundReceiver(dyn);
    var receivers = captured == null ? List.<AbstractObject>of()
        : pts.pointsTo(mi, i, captured);
    if (receivers.isEmpty()) {
      unknownBlocking = true;
    }
    receivers.forEach(o -> blockedOn.add(o.id()));
  }

  /** Scans every reachable body once for blocking acquires. */
  static TrySemaphores of(PointsToResult pts) {
    TrySemaphores t = new TrySemaphores();
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      if (body == null) {
        continue;
      }
      for (int i = 0; i < body.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(body.stmt(i));
        if (inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn) {
          t.reference(pts, mi, i, dyn);
          continue;
        }
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
          continue;
        }
        String name = inv.getMethodSignature().getName();
        if (!name.equals("acquire") && !name.equals("acquireUninterruptibly")) {
          continue;
        }
        var receivers = pts.pointsTo(mi, i, ii.getBase());
        if (receivers.isEmpty() && inv.getMethodSignature().getDeclClassType()
            .getFullyQualifiedName().equals(SemaphoreModel.SEMAPHORE)) {
          t.unknownBlocking = true;
        }
        for (AbstractObject o : receivers) {
          t.blockedOn.add(o.id());
        }
      }
    }
    return t;
  }

  /** True if no thread can block on {@code o} (the class comment). */
  boolean tryOnly(AbstractObject o) {
    return !unknownBlocking && o.type().equals(SemaphoreModel.SEMAPHORE)
        && !blockedOn.contains(o.id());
  }
}
