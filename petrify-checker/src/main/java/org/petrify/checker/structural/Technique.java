package org.petrify.checker.structural;

import java.util.Optional;
import org.petrify.checker.Budget;

/**
 * One structural argument that no dead marking is reachable. An implementation is sound: it
 * answers a detail only if every reachable dead marking of the problem's net (that satisfies the
 * problem's filter, if it uses the filter) is impossible; it may answer empty whenever it cannot
 * tell. It checks {@code budget}'s time between steps (the exception ends the attempt, not the
 * check).
 */
interface Technique {
  /** The name reported as the technique that decided, e.g. {@code "siphon-trap"}. */
  String name();

  /**
   * A short account of the proof (e.g. how many linear programs were solved) if this technique
   * proves that no reachable marking is dead and satisfies the filter; else empty.
   */
  Optional<String> prove(DeadMarkingProblem problem, Budget budget);
}
