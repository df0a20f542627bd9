package org.petrify.checker.session;

import java.util.Optional;
import org.petrify.checker.Budget;
import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Reachability;
import org.petrify.checker.Unknown;
import org.petrify.checker.Witness;
import org.petrify.checker.reduce.ReducedNet;
import org.petrify.checker.reduce.StructuralReducer;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * Checks a formula on the structural reduction of the net made for it: translates the formula,
 * searches the reduced net (with the same options, structural reduction off), lifts the witness
 * to the original net and verifies it there before reporting it — it must replay, a lasso must
 * close, and the end of a path for {@code EF φ} (or {@code AG φ} violated) must satisfy φ (¬φ).
 * A lifted witness that fails this (an engine bug) turns the result into UNKNOWN, never a wrong
 * verdict.
 */
final class StructuralCheck {
  private StructuralCheck() {}

  /**
   * The result on the reduced net, or empty when no reduction applies to the formula or the
   * reduction removed nothing (the caller then checks the net as it is). The reduction runs
   * under {@code setup}, whose exceptions pass through; the search of the reduced net gets the
   * time left.
   */
  static Optional<CheckResult> check(PetriNet net, CheckOptions options, Formula formula,
      Budget setup) {
    Optional<ReducedNet> reduction = StructuralReducer.forFormula(net, formula,
        !options.fairness().isEmpty(), setup.structural());
    if (reduction.isEmpty() || !reduction.get().summary().reduced()) {
      return Optional.empty();
    }
    ReducedNet reduced = reduction.get();
    CheckResult inner = ModelChecker.of(reduced.net())
        .options(options.withStructuralReduction(false).withTimeout(setup.remaining()))
        .withDeadlockProofs()
        .check(reduced.translate(formula));
    Witness lifted = null;
    if (inner.witness().isPresent()) {
      Witness w = inner.witness().get();
      String problem;
      try {
        ReducedNet.Path path = reduced.lift(w.transitions(), w.loopStart());
        lifted = new Witness(path.transitions(), path.loopStart());
        problem = problem(net, lifted, formula);
      } catch (RuntimeException e) {
        problem = e.toString();
      }
      if (problem != null) {
        return Optional.of(CheckResult.unknown(Unknown.INTERNAL_ERROR,
            "internal error, lifted witness rejected: " + problem, inner.statistics())
            .liftedFrom(null, reduced.summary()));
      }
    }
    return Optional.of(inner.liftedFrom(lifted, reduced.summary()));
  }

  /** Null if the witness replays on the net and ends where it should, else what is wrong. */
  private static String problem(PetriNet net, Witness w, Formula formula) {
    int[] end;
    try {
      end = w.replay(net);
    } catch (IllegalStateException | ArithmeticException e) {
      return e.getMessage();
    }
    Formula f = formula;
    while (f instanceof Formula.Not not) {
      f = not.operand();
    }
    Formula goal = f instanceof Formula.EF ef ? ef.operand()
        : f instanceof Formula.AG ag ? new Formula.Not(ag.operand()) : null;
    if (goal == null || w.isLasso() || !Reachability.isStateFormula(goal)) {
      return null;
    }
    if (!Reachability.holdsAt(net, end, goal)) {
      return "its last marking does not satisfy the goal";
    }
    return null;
  }
}
