package org.petrify.checker.ctl;

import org.petrify.checker.Statistics;

/**
 * The answer to an MCC UpperBounds query: {@code value} is the exact maximum when
 * {@code reason} is null; otherwise the exploration stopped (a budget ran out) and
 * {@code reason} says why ({@code CANNOT_COMPUTE}).
 */
public record UpperBound(long value, String reason, Statistics statistics) {
  public boolean isDecided() {
    return reason == null;
  }
}
