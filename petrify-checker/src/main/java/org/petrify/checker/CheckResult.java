package org.petrify.checker;

import java.util.Objects;
import java.util.Optional;
import org.petrify.checker.reduce.ReductionSummary;

/**
 * The outcome of one check: a verdict, the reason when it is {@link Verdict#UNKNOWN}, an
 * optional witness (already replayed on the net by the engine) and statistics. Immutable.
 */
public final class CheckResult {
  private final Verdict verdict;
  private final String reason;
  private final Witness witness;
  private final Statistics statistics;
  private final ReductionSummary structuralReduction;

  private CheckResult(Verdict verdict, String reason, Witness witness, Statistics statistics,
      ReductionSummary structuralReduction) {
    this.verdict = Objects.requireNonNull(verdict);
    this.reason = reason;
    this.witness = witness;
    this.statistics = Objects.requireNonNull(statistics);
    this.structuralReduction = structuralReduction;
  }

  /** A decided result; {@code witness} may be null. */
  public static CheckResult decided(boolean holds, Witness witness, Statistics statistics) {
    return new CheckResult(holds ? Verdict.TRUE : Verdict.FALSE, null, witness, statistics, null);
  }

  /** An undecided result with the reason (e.g. which budget ran out). */
  public static CheckResult unknown(String reason, Statistics statistics) {
    return new CheckResult(Verdict.UNKNOWN, Objects.requireNonNull(reason), null, statistics,
        null);
  }

  public Verdict verdict() {
    return verdict;
  }

  /** Why the verdict is UNKNOWN; empty for decided results. */
  public Optional<String> reason() {
    return Optional.ofNullable(reason);
  }

  /**
   * For {@code EF φ} TRUE a path to a φ marking; for {@code AG φ} FALSE a path to a ¬φ marking;
   * lassos for {@code EG}/{@code AF} (CTL evaluator). Empty when there is nothing to show.
   */
  public Optional<Witness> witness() {
    return Optional.ofNullable(witness);
  }

  public Statistics statistics() {
    return statistics;
  }

  /**
   * The structural reduction the net went through before the search (sizes before and after,
   * rules applied); empty when the net was searched as it is (reduction off, nothing to
   * reduce, or a formula outside every reduction's scope). The statistics then count the
   * states of the reduced net, and the witness is already lifted to the original net.
   */
  public Optional<ReductionSummary> structuralReduction() {
    return Optional.ofNullable(structuralReduction);
  }

  /** The same result with other statistics. */
  public CheckResult withStatistics(Statistics newStatistics) {
    return new CheckResult(verdict, reason, witness, newStatistics, structuralReduction);
  }

  /** The same result with another witness and the summary of the structural reduction. */
  CheckResult liftedFrom(Witness lifted, ReductionSummary reduction) {
    return new CheckResult(verdict, reason, lifted, statistics, reduction);
  }

  @Override
  public String toString() {
    return verdict + (reason != null ? " (" + reason + ")" : "")
        + (witness != null ? " witness of length " + witness.length() : "") + "; " + statistics
        + (structuralReduction != null ? "; reduced " + structuralReduction : "");
  }
}
