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
  private final Unknown unknown;
  private final String reason;
  private final Witness witness;
  private final Statistics statistics;
  private final ReductionSummary structuralReduction;
  /** For a limit that ran out before the search: where, and what it had done; else null. */
  private final BudgetExceededException stageLimit;

  private CheckResult(Verdict verdict, Unknown unknown, String reason, Witness witness,
      Statistics statistics, ReductionSummary structuralReduction) {
    this(verdict, unknown, reason, witness, statistics, structuralReduction, null);
  }

  private CheckResult(Verdict verdict, Unknown unknown, String reason, Witness witness,
      Statistics statistics, ReductionSummary structuralReduction,
      BudgetExceededException stageLimit) {
    this.stageLimit = stageLimit != null && stageLimit.stage().isPresent() ? stageLimit : null;
    this.verdict = Objects.requireNonNull(verdict);
    this.unknown = unknown;
    this.reason = reason;
    this.witness = witness;
    this.statistics = Objects.requireNonNull(statistics);
    this.structuralReduction = structuralReduction;
  }

  /** A decided result; {@code witness} may be null. */
  public static CheckResult decided(boolean holds, Witness witness, Statistics statistics) {
    return new CheckResult(holds ? Verdict.TRUE : Verdict.FALSE, null, null, witness,
        statistics, null);
  }

  /** An undecided result: the kind, and the reason in words (e.g. which budget, which place). */
  public static CheckResult unknown(Unknown kind, String reason, Statistics statistics) {
    return new CheckResult(Verdict.UNKNOWN, Objects.requireNonNull(kind),
        Objects.requireNonNull(reason), null, statistics, null);
  }

  /** An undecided result for a budget that ran out. */
  public static CheckResult unknown(BudgetExceededException e, Statistics statistics) {
    return new CheckResult(Verdict.UNKNOWN, e.kind(), e.reason(), null, statistics, null, e);
  }

  /**
   * The stage before the search in which the limit of an UNKNOWN result ran out (place
   * invariants, structural reduction, marking codec); empty for a decided result and for a
   * limit that ran out in the search.
   */
  public Optional<EngineStage> stage() {
    return stageLimit == null ? Optional.empty() : stageLimit.stage();
  }

  /** What the {@link #stage()} had done when its limit ran out, in words; empty if none. */
  public Optional<String> stageProgress() {
    return stageLimit == null ? Optional.empty() : stageLimit.progress();
  }

  public Verdict verdict() {
    return verdict;
  }

  /** Why the verdict is UNKNOWN, as a value; empty for decided results. */
  public Optional<Unknown> unknown() {
    return Optional.ofNullable(unknown);
  }

  /** Why the verdict is UNKNOWN, in words; empty for decided results. */
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
    return new CheckResult(verdict, unknown, reason, witness, newStatistics,
        structuralReduction, stageLimit);
  }

  /**
   * The same result found on a structurally reduced net: {@code lifted} is its witness lifted
   * to the original net (already verified there, or null), {@code reduction} the summary.
   */
  public CheckResult liftedFrom(Witness lifted, ReductionSummary reduction) {
    return new CheckResult(verdict, unknown, reason, lifted, statistics, reduction, stageLimit);
  }

  @Override
  public String toString() {
    return verdict + (reason != null ? " (" + reason + ")" : "")
        + (witness != null ? " witness of length " + witness.length() : "") + "; " + statistics
        + (structuralReduction != null ? "; reduced " + structuralReduction : "");
  }
}
