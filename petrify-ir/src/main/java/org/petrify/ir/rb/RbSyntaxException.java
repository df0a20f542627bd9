package org.petrify.ir.rb;

/** A syntax or well-formedness error in rb text, naming the line and column (1-based). */
public final class RbSyntaxException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private final int line;
  private final int column;

  public RbSyntaxException(int line, int column, String message) {
    super("rb:" + line + ":" + column + ": " + message);
    this.line = line;
    this.column = column;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }
}
