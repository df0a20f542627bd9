package org.petrify.api;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.petrify.checker.ProgressListener;
import org.petrify.ir.stage.Stage;
import org.petrify.ir.stage.StageBudget;
import org.petrify.ir.stage.StageBudgetExceededException;
import org.petrify.ir.stage.StageFigures;

/**
 * The budget of one query of an {@link Analysis} over the stages before the check: the query's
 * timeout starts when the query does and covers load, translate and encode (the check gets
 * what is left); the net may have at most {@value StageBudget#DEFAULT_MAX_NET_NODES} places
 * plus transitions; the heap in use after collection may reach {@link
 * StageBudget#DEFAULT_HEAP_FRACTION} of the maximum heap. Stage progress goes to the query's
 * {@link ProgressListener#onStage}.
 */
final class QueryBudget {
  private QueryBudget() {}

  /**
   * A budget starting now. Without a listener ({@link ProgressListener#NONE}) the stages are
   * not observed at all: a summary costs a formatted number per count, at every stage of every
   * query (1 % of the corpus's CPU time).
   */
  static StageBudget start(Duration timeout, ProgressListener listener) {
    return StageBudget.of(timeout, StageBudget.DEFAULT_MAX_NET_NODES,
        StageBudget.defaultHeapBytes(), listener == ProgressListener.NONE ? null
            : f -> listener.onStage(f.stage().label(), f.summary(), f.millis()));
  }

  /** A budget without deadline, for {@link Analysis#net()}, {@link Analysis#rb()} and friends. */
  static StageBudget withoutDeadline() {
    return start(null, ProgressListener.NONE);
  }

  /**
   * The INCONCLUSIVE report of a query whose budget ran out before the check: the reason names
   * the stage and what was built; the statistics carry the stage times and the net built.
   */
  static Report inconclusive(String property, StageBudgetExceededException e,
      StageBudget budget) {
    StageFigures f = e.figures();
    Statistics stats = new Statistics(budget.millis(Stage.LOAD), budget.millis(Stage.TRANSLATE),
        budget.millis(Stage.ENCODE), 0, (int) f.places(), (int) f.transitions(), 0, 0, "none");
    Optional<String> reason = Optional.of(e.getMessage());
    if (Report.RACES.equals(property)) {
      return Report.ofRaces(List.of(), reason, List.of(), stats);
    }
    return new Report(property, Verdict.INCONCLUSIVE, reason, List.of(), List.of(), -1,
        List.of(), stats, Optional.empty());
  }

  /**
   * The INCONCLUSIVE report of a query whose check ran out of heap (an {@link OutOfMemoryError}
   * the engine's own memory budget did not foresee): what was searched is unreachable once the
   * error unwinds, so nothing is concluded.
   */
  static Report outOfMemoryInCheck(String property, Translation tr, StageBudget budget) {
    Statistics stats = new Statistics(budget.millis(Stage.LOAD), budget.millis(Stage.TRANSLATE),
        budget.millis(Stage.ENCODE), 0, tr.encoded().net().placeCount(),
        tr.encoded().net().transitionCount(), 0, 0, "none");
    Optional<String> reason = Optional.of("out of memory (maximum heap "
        + (Runtime.getRuntime().maxMemory() >> 20) + " MB) in stage " + Analysis.CHECK_STAGE);
    if (Report.RACES.equals(property)) {
      return Report.ofRaces(List.of(), reason, List.of(), stats);
    }
    return new Report(property, Verdict.INCONCLUSIVE, reason, List.of(), List.of(), -1,
        List.of(), stats, Optional.empty());
  }
}
