package org.petrify.api.pending;

import java.time.Duration;

/** TEMPORARY stand-in for {@code org.petrify.checker.CheckOptions}. */
public record CheckOptions(boolean partialOrderReduction, SearchOrder search, long maxStates,
    Duration timeout, ProgressListener listener) {
  public static CheckOptions defaults() {
    return new CheckOptions(true, SearchOrder.DFS, 50_000_000L, null, null);
  }

  public CheckOptions withPartialOrderReduction(boolean on) {
    return new CheckOptions(on, search, maxStates, timeout, listener);
  }

  public CheckOptions withSearch(SearchOrder order) {
    return new CheckOptions(partialOrderReduction, order, maxStates, timeout, listener);
  }

  public CheckOptions withMaxStates(long states) {
    return new CheckOptions(partialOrderReduction, search, states, timeout, listener);
  }

  public CheckOptions withTimeout(Duration limit) {
    return new CheckOptions(partialOrderReduction, search, maxStates, limit, listener);
  }

  public CheckOptions withListener(ProgressListener l) {
    return new CheckOptions(partialOrderReduction, search, maxStates, timeout, l);
  }
}
