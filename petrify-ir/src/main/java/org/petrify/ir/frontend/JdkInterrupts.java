package org.petrify.ir.frontend;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.JdkExecutors;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.constant.IntConstant;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;

/**
 * The interrupts the JDK sends on the program's behalf, as interrupt sites for {@link
 * InterruptibleWaits}: {@code Future.cancel(mayInterrupt)} of a task future interrupts the thread
 * running the task (unless {@code mayInterrupt} is the constant {@code false}); {@code
 * ExecutorService.shutdownNow()} interrupts every running task of the pool (a {@code
 * FutureTask}'s cancel the threads that may run it); {@code invokeAny}
 * cancels (interrupts) its losers. The targets are the task threads ({@code
 * PointsToResult.startedThreads}) the receiver may be, or the tasks whose pool it may be; a
 * site whose receivers are no known task interrupts nothing the model runs (a future of no
 * task the analysis started has no thread, {@link FutureModel} reports it). {@code
 * CompletableFuture.cancel} never interrupts (its argument has no effect). Counting every such
 * call as an interrupt of all its possible targets over-approximates which threads may be
 * interrupted: more interruptible waits, never fewer.
 */
final class JdkInterrupts {
  private JdkInterrupts() {}

  /** The future types whose {@code cancel(true)} interrupts the runner of the task. */
  static final Set<String> CANCELLABLE = Set.of("java.util.concurrent.Future",
      "java.util.concurrent.FutureTask", "java.util.concurrent.RunnableFuture",
      "java.util.concurrent.ScheduledFuture", "java.util.concurrent.RunnableScheduledFuture");

  /**
   * The task threads the JDK call at statement i of {@code m} may interrupt, or null if it is
   * no such call or interrupts no thread the model knows.
   */
  static List<AbstractObject> targets(PointsToResult pts, MethodInstance m, int i,
      AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    String name = inv.getMethodSignature().getName();
    if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
      return null;
    }
    Set<AbstractObject> out = new LinkedHashSet<>();
    if (mayInterruptOnCancel(inv)) {
      for (AbstractObject f : pts.pointsTo(m, i, ii.getBase())) {
        if (pts.startedThreads().contains(f)) {
          out.add(f);
        }
        for (AbstractObject t : pts.startedThreads()) {
          if (pts.threadTargets(t).contains(f)) {
            out.add(t);
          }
        }
      }
    } else if (JdkExecutors.isService(cls) && name.equals("shutdownNow")) {
      out.addAll(tasksOf(pts, pts.pointsTo(m, i, ii.getBase())));
    } else if (JdkExecutors.isService(cls) && name.equals("invokeAny")) {
      out.addAll(pts.threadsStartedAt(m, i));
    }
    return out.isEmpty() ? null : new ArrayList<>(out);
  }

  /**
   * True for {@code cancel(b)} of a {@link #CANCELLABLE} future type whose argument is not the
   * constant {@code false}.
   */
  static boolean mayInterruptOnCancel(AbstractInvokeExpr inv) {
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    return inv.getMethodSignature().getName().equals("cancel") && inv.getArgCount() == 1
        && CANCELLABLE.contains(cls)
        && !(inv.getArg(0) instanceof IntConstant c && c.getValue() == 0);
  }

  /** The started task threads that may run on one of {@code pools}. */
  static List<AbstractObject> tasksOf(PointsToResult pts, List<AbstractObject> pools) {
    List<AbstractObject> out = new ArrayList<>();
    for (AbstractObject t : pts.startedThreads()) {
      if (pts.taskPools(t).stream().anyMatch(pools::contains)) {
        out.add(t);
      }
    }
    return out;
  }
}
