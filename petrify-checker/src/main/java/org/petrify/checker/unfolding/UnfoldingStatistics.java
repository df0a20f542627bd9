package org.petrify.checker.unfolding;

import java.util.Locale;

/**
 * Figures of one unfolding.
 *
 * @param conditions conditions of the prefix (those of cut-off events included)
 * @param events events of the prefix, cut-off events included
 * @param cutoffs cut-off events (their postsets are in the prefix, nothing is built after them)
 * @param coPairs unordered pairs of concurrent conditions (half the summed co-row sizes)
 * @param peakQueue largest number of possible extensions queued at once
 * @param millis wall-clock time of the unfolding
 * @param estimatedBytes estimated size of the prefix's data at the end (what the memory budget
 *     is checked against)
 */
public record UnfoldingStatistics(int conditions, int events, int cutoffs, long coPairs,
    int peakQueue, long millis, long estimatedBytes) {

  @Override
  public String toString() {
    return String.format(Locale.ROOT,
        "%d conditions, %d events (%d cut-offs), %d co pairs, peak queue %d, %d ms, ~%d MB",
        conditions, events, cutoffs, coPairs, peakQueue, millis, estimatedBytes >> 20);
  }
}
