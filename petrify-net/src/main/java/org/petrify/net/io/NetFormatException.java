package org.petrify.net.io;

/**
 * A net file that cannot be read. The message is one line naming the source (file name or
 * {@code <input>}), the line and column (1-based, 0 when unknown) and what is wrong.
 */
public class NetFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String source;
  private final int line;
  private final int column;
  private final String problem;

  public NetFormatException(String source, int line, int column, String problem) {
    super(source + ":" + line + ":" + column + ": " + oneLine(problem));
    this.source = source;
    this.line = line;
    this.column = column;
    this.problem = oneLine(problem);
  }

  public NetFormatException(String source, int line, int column, String problem, Throwable cause) {
    this(source, line, column, problem);
    initCause(cause);
  }

  private static String oneLine(String text) {
    String s = text == null ? "malformed input" : text;
    return s.replaceAll("[\\r\\n]+", " ").strip();
  }

  /** The file name or source label given to the reader. */
  public String source() {
    return source;
  }

  /** 1-based line of the problem, 0 if unknown. */
  public int line() {
    return line;
  }

  /** 1-based column of the problem, 0 if unknown. */
  public int column() {
    return column;
  }

  /** The description of the problem, without the location prefix. */
  public String problem() {
    return problem;
  }
}
