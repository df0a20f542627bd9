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
   * work, the same on every machine, where {@code time} is one of the clock); 0: siphon–trap
   * only, no state equation.
   */
  public static Optional<Proof> prove(PetriNet net, long[] bounds, Formula filter,
      Duration time, long maxCells) {
    return prove(net, bounds, filter, Budget.of(0, time, 0), maxCells);
  }

  /**
   * As {@link #prove(PetriNet, long[], Formula, Duration, long)}, trying for as long as
   * {@code budget}'s deadline allows (only its time is read).
   */
  public static Optional<Proof> prove(PetriNet net, long[] bounds, Formula filter,
      Budget budget, long maxCells) {
    return prove(DeadMarkingProblem.of(net, bounds, filter), budget, maxCells == 0
        ? List.of(new SiphonTrap()) : List.of(new SiphonTrap(), new StateEquation(maxCells)));
  }

  /**
   * Dictionary entries of the state equation's base system, at most, for the {@linkplain
   * #proveByStateEquationQuickly quick attempt} to be tried: its rows (a place's marking, its
   * bound, a transition's disabling) times its columns (one per transition and the constant).
   * Railroad-PT-010 reduced: 36,000 entries. A net with a dead marking pays the failing
   * attempt, more on a larger dictionary: BridgeAndVehicles-PT-V20P10N10 (363,000 entries)
   * 0.22 s of CPU in a fresh process, so it is left out; a program's net of some hundred
   * places and transitions is too, and its probe, which usually finds the deadlock, runs first
   * as before.
   */
  static final long QUICK_EQUATION_ENTRIES = 1L << 17;

  /**
   * Dictionary entries the quick attempt's pivots may rewrite: Railroad-PT-010's proof needs
   * 3.9 M; on the 51 contest nets with a dead marking the attempt fails within 23 ms
   * once compiled (BridgeAndVehicles-PT-V20P10N10, the most).
   */
  public static final long QUICK_EQUATION_CELLS = 1L << 22;

  /** True if {@link #proveByStateEquationQuickly} tries {@code net} at all. */
  public static boolean stateEquationFitsQuickly(PetriNet net) {
    long rows = 2L * net.placeCount() + net.transitionCount();
    return rows * (net.transitionCount() + 1L) <= QUICK_EQUATION_ENTRIES;
  }

  /**
   * The state equation alone within {@link #QUICK_EQUATION_CELLS} rewritten entries, for a
   * caller to try before a search on a net that {@link #stateEquationFitsQuickly fits}: as
   * sound as {@link #prove} (the same technique with a smaller limit); empty when the net does
   * not fit, when it finds a dead solution or runs out of work or time.
   */
  public static Optional<Proof> proveByStateEquationQuickly(PetriNet net, long[] bounds,
      Formula filter, Budget budget) {
    if (!stateEquationFitsQuickly(net)) {
      return Optional.empty();
    }
    return prove(DeadMarkingProblem.of(net, bounds, filter), budget,
        List.of(new StateEquation(QUICK_EQUATION_CELLS)));
  }

  /**
   * Search nodes of the {@linkplain #proveQuickly quick attempt}, at most. Measured on the
   * contest's nets ({@code ../shared/mcc} and {@code ../shared/mcc-large}, each structurally
   * reduced for {@code EF DEADLOCK}): every siphon-trap proof among them needs at most 689 nodes
   * (Peterson-PT-3; Dekker-PT-020 25), every attempt on a net with a dead marking fails within
   * 1.1 ms, and only three failing attempts reach the default limit of 100,000 nodes (20–70 ms
   * each), which this limit cuts to a few milliseconds.
   */
  static final int QUICK_SIPHON_NODES = 4_096;

  /**
   * The quick attempt's work, in units of one pass over the net's places, transitions and arcs
   * (what a search node costs: its largest trap and its choice of an unhit transition): on a
   * large net, such as a program's, it gets fewer nodes, so it stays a few milliseconds there
   * too (Peterson-PT-3 reduced, 84 places, 176 transitions: still 4,096 nodes).
   */
  static final long QUICK_SIPHON_WORK = 1L << 22;

  /** The nodes the quick attempt may visit on {@code net}: at least 1. */
  static int quickSiphonNodes(PetriNet net) {
    long size = (long) net.placeCount() + net.transitionCount() + net.arcCount() + 1;
    return (int) Math.max(1, Math.min(QUICK_SIPHON_NODES, QUICK_SIPHON_WORK / size));
  }

  /**
   * The cheap part of {@link #prove}, for a caller to try before anything else: the siphon–trap
   * argument within {@link #quickSiphonNodes} search nodes (so a few milliseconds at most),
   * with the same soundness as the full attempt (a proof covers every dead marking, whatever
   * the filter). Empty when it finds a counterexample set, meets a weighted arc or runs out of
   * nodes or {@code time}; {@link #prove} may still succeed then.
   */
  public static Optional<Proof> proveQuickly(PetriNet net, Duration time) {
    return proveQuickly(net, Budget.of(0, time, 0));
  }

  /** As {@link #proveQuickly(PetriNet, Duration)} within {@code budget}'s deadline. */
  public static Optional<Proof> proveQuickly(PetriNet net, Budget budget) {
    return prove(DeadMarkingProblem.of(net, null, null), budget,
        List.of(new SiphonTrap(quickSiphonNodes(net))));
  }

  private static Optional<Proof> prove(DeadMarkingProblem problem, Budget budget,
      List<Technique> techniques) {
    long start = System.nanoTime();
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
