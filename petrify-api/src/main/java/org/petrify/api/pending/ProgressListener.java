package org.petrify.api.pending;

/** TEMPORARY stand-in for {@code org.petrify.checker.ProgressListener}. */
public interface ProgressListener {
  void onProgress(Statistics statistics);
}
