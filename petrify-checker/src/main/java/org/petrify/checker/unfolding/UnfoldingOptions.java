package org.petrify.checker.unfolding;

import java.time.Duration;

/**
 * Immutable budgets of one unfolding; change them with the {@code withXxx} copies. When a
 * budget runs out the unfolder stops and returns the prefix built so far, marked incomplete
 * with the reason ({@link Unfolding#complete()} is false).
 *
 * @param maxEvents stop before adding more events than this
 * @param maxConditions stop before adding more conditions than this
 * @param maxMemoryBytes stop when the estimated size of the prefix (co-relation rows, local
 *     configurations, queued possible extensions) would exceed this many bytes (default: 60% of
 *     {@link Runtime#maxMemory()})
 * @param timeout stop after this wall-clock time; null or zero means none
 */
public record UnfoldingOptions(long maxEvents, long maxConditions, long maxMemoryBytes,
    Duration timeout) {

  public UnfoldingOptions {
    if (maxEvents <= 0 || maxConditions <= 0 || maxMemoryBytes <= 0) {
      throw new IllegalArgumentException("unfolding budgets must be positive: " + maxEvents
          + " events, " + maxConditions + " conditions, " + maxMemoryBytes + " bytes");
    }
    if (timeout != null && timeout.isNegative()) {
      throw new IllegalArgumentException("timeout must not be negative, got " + timeout);
    }
    if (timeout != null && timeout.isZero()) {
      timeout = null;
    }
  }

  /** No event or condition limit beyond {@code Integer.MAX_VALUE - 1}, 60% of the heap, no timeout. */
  public static UnfoldingOptions defaults() {
    return new UnfoldingOptions(Integer.MAX_VALUE - 1L, Integer.MAX_VALUE - 1L,
        (long) (Runtime.getRuntime().maxMemory() * 0.6), null);
  }

  public UnfoldingOptions withMaxEvents(long events) {
    return new UnfoldingOptions(events, maxConditions, maxMemoryBytes, timeout);
  }

  public UnfoldingOptions withMaxConditions(long conditions) {
    return new UnfoldingOptions(maxEvents, conditions, maxMemoryBytes, timeout);
  }

  public UnfoldingOptions withMaxMemoryBytes(long bytes) {
    return new UnfoldingOptions(maxEvents, maxConditions, bytes, timeout);
  }

  /** A null or zero duration means no timeout. */
  public UnfoldingOptions withTimeout(Duration duration) {
    return new UnfoldingOptions(maxEvents, maxConditions, maxMemoryBytes, duration);
  }
}
