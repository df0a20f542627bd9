package org.petrify.ir.stage;

/**
 * A budget ran out before model checking: thrown by {@link StageBudget#check} and caught by
 * the caller that set the budget, which reports the analysis as inconclusive with {@link
 * #getMessage()} (which names the stage and what was built) and {@link #figures()}.
 */
public final class StageBudgetExceededException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What ran out. */
  public enum Kind { TIMEOUT, INTERRUPTED, MEMORY, NET_SIZE }

  private final Kind kind;
  private final transient StageFigures figures;

  StageBudgetExceededException(Kind kind, String what, StageFigures figures) {
    super(what + " in stage " + figures.stage().label() + " (" + figures.summary() + ")");
    this.kind = kind;
    this.figures = figures;
  }

  public Kind kind() {
    return kind;
  }

  /** The stage that ran out. */
  public Stage stage() {
    return figures.stage();
  }

  /** What the stages had built when the budget ran out. */
  public StageFigures figures() {
    return figures;
  }
}
