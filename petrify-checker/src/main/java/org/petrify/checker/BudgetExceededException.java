package org.petrify.checker;

/**
 * Thrown by the engine's data structures (and {@link StateSpace}) when a budget of the
 * {@link CheckOptions} runs out: states, memory, time, or the thread was interrupted. The
 * message says which; checks turn it into an {@link Verdict#UNKNOWN} result with that reason.
 */
public final class BudgetExceededException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final Unknown kind;

  public BudgetExceededException(Unknown kind, String reason) {
    super(reason, null, false, false);
    this.kind = java.util.Objects.requireNonNull(kind, "kind");
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
