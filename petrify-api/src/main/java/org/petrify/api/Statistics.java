package org.petrify.api;

/**
 * Figures of one analysis: the wall-clock milliseconds of each stage (reading bytecode,
 * translating it to rb, encoding rb as a net, model checking), the size of the net, and what
 * the engine explored. Stages that were shared with an earlier property of the same
 * {@link Analysis} report the time they took when they ran.
 *
 * @param reduction the reduction the engine used, e.g. {@code "stubborn"} or {@code "none"}
 */
public record Statistics(long loadMillis, long translateMillis, long encodeMillis,
    long checkMillis, int places, int transitions, long states, long edges, String reduction) {

  /** The sum of the four stage times. */
  public long totalMillis() {
    return loadMillis + translateMillis + encodeMillis + checkMillis;
  }
}
