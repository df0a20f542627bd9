package org.petrify.checker;

/**
 * Figures of one check (or a snapshot of a running one).
 *
 * @param states distinct states stored
 * @param edges transitions fired during the search (in a full exploration without reduction:
 *     the number of edges of the reachability graph)
 * @param millis wall-clock time of the search
 * @param peakMemoryBytes the largest amount of memory the engine's own arrays held at once
 *     (state store, hash table, search stack, parent links), as accounted against the budget
 * @param bytesPerState bytes of the state store (arena plus hash table, allocated capacity)
 *     per stored state; 0 when no state is stored
 * @param reduction the reductions and algorithms used, or why none (a value; its
 *     {@code toString} is the text for people)
 * @param search the search order used
 * @param reencodings how often the stored states were re-encoded with a wider field for a place
 *     without a proven bound whose token count overflowed its field
 */
public record Statistics(
    long states,
    long edges,
    long millis,
    long peakMemoryBytes,
    double bytesPerState,
    Reduction reduction,
    SearchOrder search,
    int reencodings) {

  /** The old name of {@link #reencodings()}, kept for callers written against it. */
  public int restarts() {
    return reencodings;
  }

  /** States per second of wall-clock time (0 when the time was too short to measure). */
  public double statesPerSecond() {
    return millis == 0 ? 0 : states * 1000.0 / millis;
  }

  /** Statistics of a check that explored nothing (e.g. a formula decided at the initial marking). */
  public static Statistics empty(Reduction reduction, SearchOrder search) {
    return new Statistics(0, 0, 0, 0, 0, reduction, search, 0);
  }

  /** Adds the counts of {@code other} (used when a formula needs several searches). */
  public Statistics plus(Statistics other) {
    return new Statistics(states + other.states, edges + other.edges, millis + other.millis,
        Math.max(peakMemoryBytes, other.peakMemoryBytes), Math.max(bytesPerState, other.bytesPerState),
        reduction.and(other.reduction),
        search, reencodings + other.reencodings);
  }

  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT,
        "%d states, %d edges, %d ms, %.1f bytes/state, peak %d MB, %s, %s%s",
        states, edges, millis, bytesPerState, peakMemoryBytes >> 20, search, reduction,
        reencodings == 0 ? "" : ", " + reencodings + " re-encodings");
  }
}
