package org.petrify.api.pending;

import org.petrify.net.PetriNet;
import org.petrify.net.formula.Formula;
import org.petrify.net.formula.IntExpr;

/** TEMPORARY stand-in for {@code org.petrify.checker.ModelChecker}. */
public final class ModelChecker {
  private ModelChecker() {}

  public static ModelChecker of(PetriNet net) {
    return new ModelChecker();
  }

  public ModelChecker options(CheckOptions options) {
    return this;
  }

  public CheckResult check(Formula formula) {
    throw new NotLandedYet("the model checker");
  }

  /** The maximum of {@code expr} over the reachable markings (MCC UpperBounds). */
  public BoundResult bound(IntExpr expr) {
    throw new NotLandedYet("the model checker's bounds");
  }

  /** TEMPORARY: the answer to an UpperBounds query. */
  public record BoundResult(long value, boolean exact, java.util.Optional<String> reason,
      Statistics statistics) {}
}
