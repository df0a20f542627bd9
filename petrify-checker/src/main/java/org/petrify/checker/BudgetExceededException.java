package org.petrify.checker;

/**
 * Thrown by the engine's data structures (and {@link StateSpace}) when a budget of the
 * {@link CheckOptions} runs out: states, memory, time, or the thread was interrupted. The
 * message says which; checks turn it into an {@link Verdict#UNKNOWN} result with that reason.
 */
public final class BudgetExceededException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final Unknown kind;
  private final EngineStage stage;
  private final String progress;

  public BudgetExceededException(Unknown kind, String reason) {
    this(kind, reason, null, null);
  }

  /**
   * A limit that ran out in {@code stage} before the search (null: in the search), which had
   * done {@code progress} (in words) by then; {@code reason} names both.
   */
  public BudgetExceededException(Unknown kind, String reason, EngineStage stage,
      String progress) {
    super(reason, null, false, false);
    this.kind = java.util.Objects.requireNonNull(kind, "kind");
    this.stage = stage;
    this.progress = progress;
  }

  /** The stage before the search in which the limit ran out; empty if in the search. */
  public java.util.Optional<EngineStage> stage() {
    return java.util.Optional.ofNullable(stage);
  }

  /** What the {@link #stage()} had done when it stopped, in words; empty if in the search. */
  public java.util.Optional<String> progress() {
    return java.util.Optional.ofNullable(progress);
  }

  /** Which limit ran out. */
  public Unknown kind() {
    return kind;
  }

  /** The reason, e.g. "state budget of 1000 states exhausted". */
  public String reason() {
    return getMessage();
  }
}
