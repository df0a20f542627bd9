package org.petrify.ir.frontend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.Local;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * Calls on {@code this} in the {@code run()} of a {@code Thread} subclass, whose receiver is the
 * thread running the call: {@code while (!isInterrupted()) ...} in a worker thread's loop is the
 * running thread's own flag test, like {@code Thread.currentThread().isInterrupted()}.
 *
 * <p>Soundness. The JVM runs a started thread's {@code run()} on the thread object itself, so
 * {@code this} there is the running thread, provided the method instance runs in no other way:
 * it is a thread entry only of threads among its own receivers (not also the target of another
 * thread, {@code new Thread(worker)}), and no statement of the program calls it (or runs it as
 * a call-back or task: {@code worker.run()}, {@code pool.execute(worker)}). Every receiver must
 * be a started thread that is no task of a pool.
 */
final class RunningThreadReceivers {
  private final PointsToResult pts;
  /** The method instances some statement calls or runs as a call-back (computed once). */
  private Set<MethodInstance> called;

  RunningThreadReceivers(PointsToResult pts) {
    this.pts = pts;
  }

  /** True if the receiver of {@code inv} in {@code mi} is the thread running it. */
  boolean receiverRuns(MethodInstance mi, AbstractInvokeExpr inv) {
    MethodCode body = pts.body(mi);
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || body == null
        || mi.method().isStatic()) {
      return false;
    }
    Local self = body.thisLocal();
    if (self == null || !self.equals(ii.getBase())
        || body.singleDefinition(self.getName()) == null) {
      return false;
    }
    List<AbstractObject> receivers = pts.receiversOf(mi);
    if (receivers.isEmpty() || calledAnywhere().contains(mi)) {
      return false;
    }
    for (AbstractObject t : receivers) {
      if (!pts.startedThreads().contains(t) || !pts.taskPools(t).isEmpty()
          || pts.isTaskBatch(t) || !pts.threadEntries(t).contains(mi)) {
        return false;
      }
    }
    for (AbstractObject s : pts.startedThreads()) {
      if (pts.threadEntries(s).contains(mi) && !receivers.contains(s)) {
        return false;
      }
    }
    return true;
  }

  private Set<MethodInstance> calledAnywhere() {
    if (called == null) {
      called = new HashSet<>();
      for (MethodInstance m : pts.reachable()) {
        MethodCode body = pts.body(m);
        if (body == null) {
          continue;
        }
        for (int i = 0; i < body.size(); i++) {
          called.addAll(pts.callees(m, i));
          called.addAll(pts.callbacks(m, i));
        }
      }
    }
    return called;
  }
}
