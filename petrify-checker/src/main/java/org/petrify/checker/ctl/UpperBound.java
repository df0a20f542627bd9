package org.petrify.checker.ctl;

import org.petrify.checker.Statistics;
import org.petrify.checker.Unknown;

/**
 * The answer to an MCC UpperBounds query: {@code value} is the exact maximum when
 * {@code reason} is null; otherwise the exploration stopped (a budget ran out) and
 * {@code unknown} and {@code reason} say why ({@code CANNOT_COMPUTE}).
 */
public record UpperBound(long value, Unknown unknown, String reason, Statistics statistics) {
  public boolean isDecided() {
    return reason == null;
  }
}
