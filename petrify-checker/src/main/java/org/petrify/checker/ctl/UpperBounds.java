package org.petrify.checker.ctl;

import java.util.List;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.petrify.net.PetriNet;

/**
 * MCC UpperBounds: the maximum, over all reachable markings, of the total number of tokens on a
 * list of places (a place listed twice counts twice). Exact, by exploring every reachable state
 * (no reduction: a reduced graph may skip the maximal marking).
 */
final class UpperBounds {
  private UpperBounds() {}

  /** The outcome: {@code bound} is valid when {@code reason} is null. */
  record Bound(long bound, String reason, long states, long millis) {}

  static Bound maximum(PetriNet net, List<Integer> places, CtlEvaluator.Settings settings) {
    long start = System.nanoTime();
    ExplorationBudget budget = new ExplorationBudget(settings.maxStates(), settings.timeout(),
        settings.maxMemoryBytes());
    NetStateSpace space = new NetStateSpace(net, budget);
    int[] ids = places.stream().mapToInt(Integer::intValue).toArray();
    int[] marking = new int[net.placeCount()];
    IntArrayList buffer = new IntArrayList();
    long max = Long.MIN_VALUE;
    try {
      for (int s = 0; s < space.stateCount(); s++) {
        space.marking(s, marking);
        long sum = 0;
        for (int p : ids) {
          sum += marking[p];
        }
        max = Math.max(max, sum);
        buffer.clear();
        space.successors(s, buffer);
      }
      return new Bound(max, null, space.stateCount(), (System.nanoTime() - start) / 1_000_000);
    } catch (ExplorationBudget.Exhausted | ArithmeticException e) {
      String reason = e instanceof ArithmeticException
          ? "a place exceeds " + Integer.MAX_VALUE + " tokens" : e.getMessage();
      return new Bound(-1, reason, space.stateCount(), (System.nanoTime() - start) / 1_000_000);
    }
  }
}
