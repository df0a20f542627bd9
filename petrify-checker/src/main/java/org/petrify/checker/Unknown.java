package org.petrify.checker;

/**
 * Why a check ended {@link Verdict#UNKNOWN}: the kind as a value, for callers that act on it
 * (retry with more time, drop a full store); {@link CheckResult#reason()} adds the details in
 * words (which budget, which place).
 */
public enum Unknown {
  /** The wall-clock timeout of the options passed. */
  TIMEOUT,
  /** The checking thread was interrupted. */
  INTERRUPTED,
  /** The state budget ({@link CheckOptions#maxStates()}) ran out. */
  STATE_BUDGET,
  /** The memory budget ({@link CheckOptions#maxMemoryBytes()}) ran out. */
  MEMORY_BUDGET,
  /** The JVM heap ran out before the memory budget did (the budget is too large for the heap). */
  OUT_OF_MEMORY,
  /**
   * A place grows without bound: a marking on the search path strictly covers an earlier one,
   * or a count exceeds what a marking field can hold. The reason names the place.
   */
  UNBOUNDED,
  /** The formula or net uses something the engine does not decide. */
  UNSUPPORTED,
  /** An engine bug was caught (e.g. a witness that does not replay); never a guessed verdict. */
  INTERNAL_ERROR;

  /**
   * True for a time limit: the states stored so far stay valid, so a session may keep them for
   * the next check (unlike after a full store).
   */
  public boolean isTimeLimit() {
    return this == TIMEOUT || this == INTERRUPTED;
  }
}
