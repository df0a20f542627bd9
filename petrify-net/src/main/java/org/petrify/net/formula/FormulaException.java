package org.petrify.net.formula;

/**
 * A formula text that cannot be parsed or resolved against its net. The message is one line,
 * {@code column N: problem}, where N is the 1-based column in the (single-line or multi-line)
 * text counted in characters from the start of the text, or from the start of the current line
 * for multi-line texts, which is then given as {@code line L, column N: problem}.
 */
public class FormulaException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int line;
  private final int column;
  private final String problem;

  public FormulaException(int line, int column, String problem) {
    super((line > 1 ? "line " + line + ", " : "") + "column " + column + ": " + problem);
    this.line = line;
    this.column = column;
    this.problem = problem;
  }

  /** 1-based line of the problem. */
  public int line() {
    return line;
  }

  /** 1-based column of the problem. */
  public int column() {
    return column;
  }

  /** The description of the problem without the location. */
  public String problem() {
    return problem;
  }
}
