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
 * {@code CompletableFuture.orTimeout(t, u)} and {@code completeOnTimeout(v, t, u)}: the JDK's
 * delayer thread completes the future after the delay if it is not done by then, exceptionally
 * with a {@code TimeoutException} ({@code orTimeout}) or normally with {@code v}, and returns
 * the receiver. The model has no clock: such a future is <em>timed</em>, and
 * <ul>
 *   <li>every wait for it ({@code join()}, {@code get()}, {@link FutureModel#waitFor}) is a
 *       timed wait, which may return at any moment, also before anyone completes it;</li>
 *   <li>for {@code orTimeout}, {@code join()} and {@code get()} of it may also throw ({@code
 *       CompletionException}, {@code ExecutionException}) to the handlers that may catch it, or
 *       out of the method (a throw point of {@link UncaughtExceptionCaveats}, routed by {@link
 *       ImplicitExceptions} through {@link KnownFailures}).</li>
 * </ul>
 * Soundness: in Java a wait for the future returns (or throws) only once it is complete;
 * before the timeout that needs a completion the model also has (the counter), after it the
 * delayer's completion, which the model stands for by letting the wait end at any moment,
 * normally or exceptionally. Waiting itself has no effect, so throwing at once is the same run
 * as throwing at the timeout. A completion the delayer makes changes nothing else the model
 * reads if the future is <em>simple</em>: no continuation runs after it, no {@code anyOf}/
 * {@code allOf} contains it, no compose relays it, and the program calls on it only
 * {@code join}, {@code get}, {@code complete}, {@code completeExceptionally}, {@code cancel}
 * and the two timeout methods. Another future with a timeout keeps the UNSOUND {@code
 * future-timeout} caveat (the completion is not modelled).
 */
final class FutureTimeouts {
  static final String OR_TIMEOUT = "orTimeout";
  static final String COMPLETE_ON_TIMEOUT = "completeOnTimeout";
  private static final String FUTURE = FutureModel.FUTURE;
  private static final Set<String> SIMPLE_USES = Set.of("<init>", OR_TIMEOUT, COMPLETE_ON_TIMEOUT, "join",
      "get", "complete", "completeExceptionally", "cancel");

  /** Futures some {@code orTimeout} may reach, with those of {@code completeOnTimeout}. */
  private final Set<AbstractObject> failing = new HashSet<>();
  private final Set<AbstractObject> timed = new HashSet<>();
  private final Set<AbstractObject> notSimple = new HashSet<>();

  private FutureTimeouts(PointsToResult pts) {
    for (MethodInstance mi : pts.reachable()) {
      MethodCode code = pts.body(mi);
      for (int i = 0; code != null && i < code.size(); i++) {
        AbstractInvokeExpr inv = MethodCode.invokeOf(code.stmt(i));
        if (inv == null || !inv.getMethodSignature().getDeclClassType().getFullyQualifiedName()
            .equals(FUTURE) && !inv.getMethodSignature().getDeclClassType()
            .getFullyQualifiedName().startsWith("java.util.concurrent.")) {
          continue;
        }
        String name = inv.getMethodSignature().getName();
        if (name.equals("anyOf") || name.equals("allOf")) {
          for (AbstractObject made : pts.objectsCreatedAt(mi, i)) {
            notSimple.addAll(pts.contents(made));
          }
        }
        if (!(inv instanceof AbstractInstanceInvokeExpr ii)) {
          continue;
        }
        List<AbstractObject> receivers = pts.pointsTo(mi, i, ii.getBase());
        if (name.equals(OR_TIMEOUT) || name.equals(COMPLETE_ON_TIMEOUT)) {
          timed.addAll(receivers);
          if (name.equals(OR_TIMEOUT)) {
            failing.addAll(receivers);
          }
        }
        if (!SIMPLE_USES.contains(name)) {
          notSimple.addAll(receivers);
        }
      }
    }
    boolean composes = false;
    for (AbstractObject t : pts.startedThreads()) {
      notSimple.addAll(pts.continuationSources(t));
      composes |= pts.continuation(t) != null && pts.continuation(t).composes();
    }
    if (composes) {
      // a compose continuation may relay any future its function returns
      notSimple.addAll(timed);
    }
  }

  static FutureTimeouts of(PointsToResult pts) {
    return pts.memo(FutureTimeouts.class.getName(), () -> new FutureTimeouts(pts));
  }

  /** True if the future has a timeout and is simple: its waits are timed (class comment). */
  boolean timed(AbstractObject f) {
    return timed.contains(f) && !notSimple.contains(f);
  }

  /** True if some future has a timeout that the model does not follow ({@code future-timeout}). */
  boolean unfollowed(List<AbstractObject> futures) {
    return futures.isEmpty() || futures.stream().anyMatch(f -> notSimple.contains(f));
  }

  /**
   * The class {@code join()}/{@code get()} at statement i may throw because a receiver may
   * time out exceptionally ({@code orTimeout}), or null.
   */
  String failureAt(PointsToResult pts, MethodInstance mi, int i, AbstractInvokeExpr inv) {
    if (!(inv instanceof AbstractInstanceInvokeExpr ii) || failing.isEmpty()) {
      return null;
    }
    String name = inv.getMethodSignature().getName();
    if (!name.equals("join") && !name.equals("get")) {
      return null;
    }
    String cls = inv.getMethodSignature().getDeclClassType().getFullyQualifiedName();
    if (!cls.equals(FUTURE) && !cls.equals("java.util.concurrent.Future")
        && !cls.equals("java.util.concurrent.CompletionStage")) {
      return null;
    }
    for (AbstractObject f : pts.pointsTo(mi, i, ii.getBase())) {
      if (failing.contains(f)) {
        return name.equals("join") ? "java.util.concurrent.CompletionException"
            : "java.util.concurrent.ExecutionException";
      }
    }
    return null;
  }
}
