package org.petrify.api;

import org.petrify.checker.reduce.ReductionSummary;

/**
 * Figures of one analysis: the wall-clock milliseconds of each stage (reading bytecode,
 * translating it to rb, encoding rb as a net, model checking), the size of the net, and what
 * the engine explored. Stages that were shared with an earlier property of the same
 * {@link Analysis} report the time they took when they ran.
 *
 * @param reduction the reduction the engine used, e.g. {@code "stubborn"} or {@code "none"}
 * @param structuralReduction the net's size before and after structural reduction and the
 *     rules applied, or null when the net was searched as it is; {@code states} and
 *     {@code edges} are then those of the reduced net
 */
public record Statistics(long loadMillis, long translateMillis, long encodeMillis,
    long checkMillis, int places, int transitions, long states, long edges, String reduction,
    ReductionSummary structuralReduction) {

  /** Figures of a search on the net as it is (no structural reduction). */
  public Statistics(long loadMillis, long translateMillis, long encodeMillis, long checkMillis,
      int places, int transitions, long states, long edges, String reduction) {
    this(loadMillis, translateMillis, encodeMillis, checkMillis, places, transitions, states,
        edges, reduction, null);
  }

  /** The sum of the four stage times. */
  public long totalMillis() {
    return loadMillis + translateMillis + encodeMillis + checkMillis;
  }
}
