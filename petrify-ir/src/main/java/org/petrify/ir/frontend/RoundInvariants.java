package org.petrify.ir.frontend;

import java.util.Set;
import org.petrify.ir.pointsto.MethodInstance;
import org.petrify.ir.pointsto.PointsToResult;
import org.petrify.ir.pointsto.ThreadEscape;

/**
 * The analyses of one points-to result that no race round changes, built once and shared by
 * the {@link TranslationContext} of every round ({@link Frontend} re-translates the program
 * after untracking the fields a round found racy). Each is a function of the points-to result
 * alone (and of the others here): none reads the untracked fields, the tracked values or any
 * state of a translation, so the context of a later round would build an equal one; sharing
 * gives the same rb program (checked by {@code RoundInvariantsTest}). The eager ones are built
 * in the constructor, the others on first use, as the context built them before.
 *
 * <p>Not thread-safe: the rounds run one after another on one thread.
 */
final class RoundInvariants {
  private final PointsToResult pts;
  private final NullnessRoutes nullness;
  private final SafeCasts casts;
  private final CaughtCallees caughtCallees;
  private final ThrowAnalysis throwAnalysis;
  private ImplicitExceptions implicitExceptions;
  private InterruptibleWaits interruptibleWaits;
  private RunningThreadReceivers runningThreadReceivers;
  private Set<MethodInstance> callbackThrowers;
  private ThreadEscape escape;
  private TrackedValues.Basis trackedBasis;
  private int trackedBound;

  RoundInvariants(PointsToResult pts, org.petrify.ir.stage.StageBudget budget) {
    this.pts = pts;
    this.nullness = new NullnessRoutes(pts);
    budget.check();
    this.casts = SafeCasts.of(pts);
    this.caughtCallees = new CaughtCallees(pts, nullness, casts);
    this.throwAnalysis = new ThrowAnalysis(pts, nullness, caughtCallees);
    budget.check();
  }

  PointsToResult pts() {
    return pts;
  }

  /** Where interprocedural nullness decides branches and exception routes. */
  NullnessRoutes nullness() {
    return nullness;
  }

  /** The reference casts that cannot fail ({@link SafeCasts}). */
  SafeCasts casts() {
    return casts;
  }

  CaughtCallees caughtCallees() {
    return caughtCallees;
  }

  ThrowAnalysis throwAnalysis() {
    return throwAnalysis;
  }

  /** Implicit and library exceptions routed to their handlers (built on first use). */
  ImplicitExceptions implicitExceptions() {
    if (implicitExceptions == null) {
      implicitExceptions = new ImplicitExceptions(pts, throwAnalysis, nullness, caughtCallees,
          casts);
    }
    return implicitExceptions;
  }

  /** Interruptible waits and interrupt flags (built on first use). */
  InterruptibleWaits interruptibleWaits() {
    if (interruptibleWaits == null) {
      interruptibleWaits = new InterruptibleWaits(pts, throwAnalysis);
    }
    return interruptibleWaits;
  }

  /** Calls on {@code this} in a thread's own {@code run()} (built on first use). */
  RunningThreadReceivers runningThreadReceivers() {
    if (runningThreadReceivers == null) {
      runningThreadReceivers = new RunningThreadReceivers(pts);
    }
    return runningThreadReceivers;
  }

  /** The application methods that may end by an unchecked exception, thrown or raised. */
  Set<MethodInstance> callbackThrowers() {
    if (callbackThrowers == null) {
      callbackThrowers = UncaughtExceptionCaveats.anyThrowers(pts, nullness);
    }
    return callbackThrowers;
  }

  /**
   * The round-independent part of the tracked values for a value bound (built on first use;
   * every round asks with the same bound, another one builds it again).
   */
  TrackedValues.Basis trackedBasis(int bound, org.petrify.ir.stage.StageBudget budget) {
    if (trackedBasis == null || trackedBound != bound) {
      trackedBasis = new TrackedValues.Basis(pts, nullness.nonNull(), bound, budget);
      trackedBound = bound;
    }
    return trackedBasis;
  }

  /** The program's thread escape (built on first use). */
  ThreadEscape escape() {
    if (escape == null) {
      escape = ThreadEscape.sharedOf(pts);
    }
    return escape;
  }
}
