package org.petrify.ir.frontend;

import java.util.Set;
import org.petrify.ir.pointsto.AbstractObject;
import org.petrify.ir.pointsto.CodeBase;
import org.petrify.ir.pointsto.MethodCode;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import sootup.core.jimple.common.expr.AbstractInstanceInvokeExpr;
import sootup.core.jimple.common.expr.AbstractInvokeExpr;
import sootup.core.jimple.common.expr.JNewExpr;
import sootup.core.jimple.common.stmt.JAssignStmt;
import sootup.core.jimple.common.stmt.Stmt;

/**
 * Whether a {@code BrokenBarrierException} can only follow an interrupt in this program. A
 * {@code CyclicBarrier} breaks (its waiting and later parties get {@code
 * BrokenBarrierException}) only when a party is interrupted while it waits, a timed {@code
 * await} times out, {@code reset()} is called, or the barrier action throws (JDK 21 {@code
 * CyclicBarrier.dowait}/{@code breakBarrier}). {@link #onlyAfterInterrupt} is true when the
 * program has none of the last three: no {@code reset}, no timed {@code await}, every action
 * resolved to application code that cannot throw, no barrier the analysis cannot see, and it
 * creates no {@code BrokenBarrierException} or {@code InterruptedException} of its own and
 * asks the JDK for no interrupt ({@code shutdownNow}, {@code cancel}, {@code invokeAny},
 * {@code invokeAll} interrupt tasks). Then a handler of {@code BrokenBarrierException} runs only
 * after some thread was interrupted, which {@link InterruptibleWaits} uses: a
 * {@code Thread.currentThread().interrupt()} reached only through such handlers (and handlers
 * of {@code InterruptedException}) cannot be the first interrupt of a run, so a program whose
 * every interrupt is one of them never interrupts any thread.
 */
final class BarrierBreaks {
  static final String BROKEN = "java.util.concurrent.BrokenBarrierException";
  private static final String BARRIER = "java.util.concurrent.CyclicBarrier";
  private static final Set<String> JDK_INTERRUPTS = Set.of("shutdownNow", "cancel",
      "invokeAny", "invokeAll");

  private BarrierBreaks() {}

  /** True if no barrier of the program breaks but by an interrupt (see the class comment). */
  static boolean onlyAfterInterrupt(PointsToResult pts, ThrowAnalysis throwAnalysis) {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode body = pts.body(mi);
      for (int i = 0; body != null && i < body.size(); i++) {
        Stmt s = body.stmt(i);
        if (s instanceof JAssignStmt a && a.getRightOp() instanceof JNewExpr n
            && Set.of(BROKEN, InterruptibleWaits.INTERRUPTED)
                .contains(n.getType().getFullyQualifiedName())) {
          return false;
        }
        AbstractInvokeExpr inv = MethodCode.invokeOf(s);
        if (inv == null) {
          continue;
        }
        String name = inv.getMethodSignature().getName();
        if (JDK_INTERRUPTS.contains(name)) {
          return false;
        }
        if (inv instanceof sootup.core.jimple.common.expr.JDynamicInvokeExpr dyn) {
          // a method reference run later (MethodReferences): to a JDK interrupt, or
          // to a barrier's await or reset, whose action and timing the site does not show
          var m = MethodReferences.referenced(dyn);
          if (m != null && (JDK_INTERRUPTS.contains(m.getName())
              || (m.getName().equals("await") || m.getName().equals("reset"))
                  && m.getDeclClassType().getFullyQualifiedName().equals(BARRIER))) {
            return false;
          }
          continue;
        }
        if (!(name.equals("await") || name.equals("reset")) || !pts.code()
            .resolve(inv.getMethodSignature()).map(m -> m.getDeclaringClassType()
                .getFullyQualifiedName().equals(BARRIER)).orElse(true)) {
          continue;
        }
        if (name.equals("reset") || !inv.getArgs().isEmpty()
            || !(inv instanceof AbstractInstanceInvokeExpr ii)) {
          return false;
        }
        if (!actionsCannotThrow(pts, throwAnalysis, mi, i, ii)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * True if the barrier action object runs application code: a lambda or method reference
   * whose implementation is an application method, or an object of an application class (its
   * {@code run()} is then among the {@code await}'s call-backs).
   */
  static boolean isApplicationCode(CodeBase code, AbstractObject o) {
    if (o.kind() == AbstractObject.Kind.LAMBDA) {
      return code.isApplication(((sootup.core.signatures.MethodSignature)
          o.lambda().implementation().getReferenceSignature()).getDeclClassType());
    }
    return o.kind() == AbstractObject.Kind.ALLOCATION
        && code.isApplication(code.classType(o.type()));
  }

  private static boolean actionsCannotThrow(PointsToResult pts, ThrowAnalysis throwAnalysis,
      MethodInstance mi, int i, AbstractInstanceInvokeExpr await) {
    java.util.List<AbstractObject> barriers = pts.pointsTo(mi, i, await.getBase());
    if (barriers.isEmpty()) {
      return false;
    }
    for (AbstractObject b : barriers) {
      for (AbstractObject action : pts.contents(b)) {
        if (!isApplicationCode(pts.code(), action)) {
          return false;
        }
      }
    }
    for (MethodInstance cb : pts.callbacks(mi, i)) {
      if (throwAnalysis.mayThrow(cb)) {
        return false;
      }
    }
    return true;
  }
}
