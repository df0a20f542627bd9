package org.petrify.cli;

/** The exit statuses of the {@code petrify} commands. */
final class ExitCode {
  private ExitCode() {}

  /** check: the property holds; net-check: every formula decided; rb, net: done. */
  static final int OK = 0;
  /** check: the property is violated (a witness is reported). */
  static final int VIOLATED = 1;
  /** Bad usage or bad input; one line on stderr says what. */
  static final int BAD_INPUT = 2;
  /** check: inconclusive; net-check: some formula was not decided. */
  static final int INCONCLUSIVE = 3;
  /** A bug in Petrify (an unexpected exception); the launcher also uses it for a failed build. */
  static final int INTERNAL_ERROR = 70;
}
