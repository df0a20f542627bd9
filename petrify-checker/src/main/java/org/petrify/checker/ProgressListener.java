package org.petrify.checker;

/**
 * Observes a running check. The engine never logs; a CLI subscribes here to print a progress
 * line. Called on the checking thread, roughly every few hundred thousand states; keep it cheap.
 */
@FunctionalInterface
public interface ProgressListener {
  /** A listener that ignores everything. */
  ProgressListener NONE = statistics -> {};

  /** Reports the statistics so far (a snapshot, not updated later). */
  void onProgress(Statistics statistics);
}
