package org.petrify.checker.ctl;

import java.time.Duration;
import org.petrify.checker.BudgetExceededException;
import org.petrify.checker.Unknown;

/**
 * The limits of one evaluation: a maximal number of stored states and a wall-clock deadline
 * (checked every 1024 new states, together with thread interruption). Exceeding either throws
 * {@link BudgetExceededException}, which the evaluator turns into an UNKNOWN verdict with the reason.
 */
final class ExplorationBudget {
  private final long maxStates;
  private final long deadlineNanos;
  private final long maxMemoryBytes;

  ExplorationBudget(long maxStates, Duration timeout, long maxMemoryBytes) {
    this.maxStates = maxStates <= 0 ? Long.MAX_VALUE : maxStates;
    this.deadlineNanos = timeout == null || timeout.isZero() || timeout.isNegative()
        ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
    this.maxMemoryBytes = maxMemoryBytes <= 0 ? Long.MAX_VALUE : maxMemoryBytes;
  }

  static ExplorationBudget unlimited() {
    return new ExplorationBudget(0, null, 0);
  }

  long maxStates() {
    return maxStates;
  }

  /** Called whenever state number {@code states} (1-based) is about to be stored. */
  void onNewState(long states) {
    if (states > maxStates) {
      throw new BudgetExceededException(Unknown.STATE_BUDGET, "state budget of " + maxStates + " states exhausted");
    }
    if ((states & 1023) == 0) {
      checkTime();
    }
  }

  /** Checks the deadline and interruption; for loops that do not create states. */
  void checkTime() {
    if (deadlineNanos != Long.MAX_VALUE && System.nanoTime() > deadlineNanos) {
      throw new BudgetExceededException(Unknown.TIMEOUT, "timeout");
    }
    if (Thread.currentThread().isInterrupted()) {
      throw new BudgetExceededException(Unknown.INTERRUPTED, "interrupted");
    }
  }

  /** Refuses an allocation that would bring the estimated footprint above the memory budget. */
  void checkMemory(long estimatedBytes) {
    if (estimatedBytes > maxMemoryBytes) {
      throw new BudgetExceededException(Unknown.MEMORY_BUDGET, "memory budget of " + (maxMemoryBytes >> 20) + " MiB exhausted");
    }
  }
}
