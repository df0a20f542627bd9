package org.petrify.ir.stage;

/**
 * Observes the stages before model checking: called when a stage starts and then a few times
 * a second at most while it runs, on the analysing thread. Keep it cheap.
 */
@FunctionalInterface
public interface StageListener {
  /** A listener that ignores everything. */
  StageListener NONE = figures -> {};

  /** The figures so far; {@link StageFigures#stage()} is the stage running. */
  void onStage(StageFigures figures);
}
