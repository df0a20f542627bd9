package org.petrify.api;

/**
 * The input cannot be analysed: a missing or unreadable file, a net or formula with a syntax
 * error, no class files, an unknown main class. The message is one line that names the file
 * (with line and column where known) or the element, and the problem; the command line prints
 * it as {@code petrify: <message>} and exits with status 2.
 */
public class BadInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public BadInputException(String message) {
    super(message);
  }

  public BadInputException(String message, Throwable cause) {
    super(message, cause);
  }
}
