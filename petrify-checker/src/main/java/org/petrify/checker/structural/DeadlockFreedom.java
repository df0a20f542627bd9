package org.petrify.checker.structural;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.petrify.checker.Budget;
import org.petrify.checker.BudgetExceededException;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * Proofs that no dead marking is reachable, without exploring the state space: the structural
 * techniques ({@link SiphonTrap}, {@link StateEquation}) tried in turn, cheapest first, each
 * sound on its own (see each class). A search for {@code EF DEADLOCK} (or for a dead marking
 * that satisfies a filter) asks here first and answers FALSE when a proof is found; otherwise
 * it searches as before. A proof attempt that runs out of its time, of its own work limits or
 * of {@code long} arithmetic simply finds no proof.
 */
public final class DeadlockFreedom {
  private DeadlockFreedom() {}

  /**
   * A structural proof.
   *
   * @param technique the technique's name, e.g. {@code "siphon-trap"} or
   *     {@code "state-equation"}
   * @param detail what the proof did, in words
   * @param millis the time spent on all attempts, this one included
   */
  public record Proof(String technique, String detail, long millis) {}

  /**
   * A proof that no marking reachable in {@code net} is dead and satisfies {@code filter}
   * (null or {@code TRUE}: no dead marking at all), or empty; tries for at most {@code time}.
   *
   * @param bounds proven bounds of the places over all reachable markings ({@code < 0}: none
   *     known), or null; wrong bounds would make the proof wrong
   */
  public static Optional<Proof> prove(PetriNet net, long[] bounds, Formula filter,
      Duration time) {
    return prove(net, bounds, filter, time, Long.MAX_VALUE);
  }

  /**
   * As {@link #prove(PetriNet, long[], Formula, Duration)}, the state equation giving up once
   * its simplex pivots have rewritten {@code maxCells} dictionary entries in all (a limit of
   * work, the same on every machine, where {@code time} is one of the clock).
   */
  public static Optional<Proof> prove(PetriNet net, long[] bounds, Formula filter,
      Duration time, long maxCells) {
    long start = System.nanoTime();
    List<Technique> techniques = List.of(new SiphonTrap(), new StateEquation(maxCells));
    Budget budget = Budget.of(0, time, 0);
    DeadMarkingProblem problem = DeadMarkingProblem.of(net, bounds, filter);
    for (Technique technique : techniques) {
      try {
        Optional<String> detail = technique.prove(problem, budget);
        if (detail.isPresent()) {
          return Optional.of(new Proof(technique.name(), detail.get(),
              (System.nanoTime() - start) / 1_000_000L));
        }
      } catch (BudgetExceededException e) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }
}
