package org.petrify.api.cli;

import java.util.Optional;
import org.petrify.checker.BudgetExceededException;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.StateSpace;
import org.petrify.checker.Statistics;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.IntExpr;

/**
 * The maximum of a token-count expression over all reachable markings (the MCC UpperBounds
 * examination), by a full exploration of the engine's {@link StateSpace} without reduction.
 * Kept here until the engine offers bounds itself.
 */
final class UpperBound {
  private UpperBound() {}

  /** The bound; {@code value} is empty (with a reason) if a budget ran out first. */
  record Result(Optional<Long> value, Optional<String> reason, Statistics statistics) {}

  static Result of(PetriNet net, IntExpr expr, CheckOptions options) {
    StateSpace space = StateSpace.create(net, options);
    long max = Long.MIN_VALUE;
    int[] marking = new int[net.placeCount()];
    long lastReport = System.nanoTime();
    try {
      for (int s = 0; s < space.size(); s++) {
        space.marking(s, marking);
        max = Math.max(max, expr.evaluate(marking));
        space.successors(s, (t, target) -> { });
        if (System.nanoTime() - lastReport > 250_000_000L) {
          options.listener().onProgress(space.statistics());
          lastReport = System.nanoTime();
        }
      }
    } catch (BudgetExceededException e) {
      return new Result(Optional.empty(), Optional.of(e.reason()), stats(space));
    }
    return new Result(Optional.of(max), Optional.empty(), stats(space));
  }

  private static Statistics stats(StateSpace space) {
    Statistics s = space.statistics();
    return new Statistics(s.states(), s.edges(), s.millis(), s.peakMemoryBytes(),
        s.bytesPerState(), "none (full exploration for a bound)", s.search(), s.restarts());
  }
}
