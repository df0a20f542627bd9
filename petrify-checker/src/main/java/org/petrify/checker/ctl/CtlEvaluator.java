package org.petrify.checker.ctl;

import org.petrify.checker.CheckOptions;
import org.petrify.checker.CheckResult;
import org.petrify.checker.Statistics;
import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;

/**
 * Evaluates CTL formulas outside the reachability fragment. PLACEHOLDER created by the engine
 * helper so that {@link org.petrify.checker.ModelChecker} can dispatch to it; the CTL helper
 * owns this package and replaces the body.
 */
public final class CtlEvaluator {
  private CtlEvaluator() {}

  /** The verdict of {@code formula} at the initial marking of {@code net}. */
  public static CheckResult evaluate(PetriNet net, Formula formula, CheckOptions options) {
    return CheckResult.unknown("CTL operator not supported yet",
        Statistics.empty("none (CTL)", options.search()));
  }
}
