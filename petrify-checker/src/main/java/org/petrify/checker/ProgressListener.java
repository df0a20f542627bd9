package org.petrify.checker;

/**
 * Observes a running check. The engine never logs; a CLI subscribes here to print a progress
 * line. Called on the checking thread, roughly every few hundred thousand states (the
 * depth-first search also at 1, 2, 4, … states before that); keep it cheap.
 */
@FunctionalInterface
public interface ProgressListener {
  /** A listener that ignores everything. */
  ProgressListener NONE = statistics -> {};

  /** Reports the statistics so far (a snapshot, not updated later). */
  void onProgress(Statistics statistics);

  /**
   * Reports a stage that runs before or around the search, e.g. {@code "translate"}, with a
   * short summary of what it has built so far and the milliseconds since the analysis began:
   * when the stage starts and then a few times a second at most. The engine itself does not
   * call it; pipelines built on the engine (the Java facade's load, translate and encode
   * stages) do. Ignored by default.
   */
  default void onStage(String stage, String summary, long millis) {}
}
