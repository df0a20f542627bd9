package org.petrify.api;

/**
 * A bug in Petrify: an unexpected exception or {@link Error} ({@link StackOverflowError},
 * {@link AssertionError}, {@link LinkageError}, ...) in one of the stages of a query. The message
 * is one line naming the stage and the cause, {@code internal error in stage translate:
 * java.lang.IllegalStateException: ...}; the command line prints it as {@code petrify:
 * <message>} and exits with status 70, the Maven plugin fails the build with it and {@code
 * @PetrifyCheck} fails the test with it. Never a verdict: a query that fails this way has no
 * report. Running out of memory is not an internal error but an INCONCLUSIVE report.
 */
public final class InternalErrorException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String stage;

  public InternalErrorException(String stage, Throwable cause) {
    super("internal error in stage " + stage + ": " + describe(cause), cause);
    this.stage = stage;
  }

  /** The stage that failed: load, translate, encode, check, parse, ... */
  public String stage() {
    return stage;
  }

  /**
   * {@code t} as an internal error of {@code stage}, unless it is one already or is bad input
   * (which is the caller's to report).
   */
  public static RuntimeException of(String stage, Throwable t) {
    if (t instanceof InternalErrorException i) {
      return i;
    }
    if (t instanceof BadInputException b) {
      return b;
    }
    return new InternalErrorException(stage, t);
  }

  /** The exception's class and the first line of its message. */
  public static String describe(Throwable t) {
    String m = t.getMessage();
    if (m != null) {
      int nl = m.indexOf('\n');
      m = (nl >= 0 ? m.substring(0, nl) : m).trim();
    }
    return t.getClass().getName() + (m == null || m.isEmpty() ? "" : ": " + m);
  }
}
