package org.petrify.api;

/**
 * How {@link Analysis#races(RaceSearch)} looks for pairs of accesses that are enabled together.
 * Both are exact for the model; they differ in speed.
 */
public enum RaceSearch {
  /** The unfolding when the net is proven safe, else the state space (the default). */
  AUTO,
  /**
   * A complete prefix of the net's unfolding; needs a safe net (falls back to the state space,
   * saying so in the reduction statistics, when the net is not safe).
   */
  UNFOLDING,
  /**
   * Reachability searches over the state space, with stubborn sets (when partial-order
   * reduction is on) that keep every access transition of the open pairs visible.
   */
  STATE_SPACE
}
