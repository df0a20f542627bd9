package org.petrify.api;

/**
 * Observes a query while it runs ({@link Analysis#progress}); both methods are called on the
 * querying thread and do nothing by default.
 */
public interface AnalysisProgress {

  /** Observes nothing. */
  AnalysisProgress NONE = new AnalysisProgress() {};

  /**
   * A stage of the query ({@code load}, {@code translate}, {@code encode}, {@code check}) as it
   * starts and a few times a second while it runs: {@code summary} says what it has done so far,
   * {@code millis} how long it has run.
   */
  default void onStage(String stage, String summary, long millis) {}

  /**
   * The model checker's progress while it searches: the {@code states} and {@code edges}
   * explored so far and the wall-clock {@code millis} of the search.
   */
  default void onSearch(long states, long edges, long millis) {}
}
