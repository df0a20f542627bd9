package org.petrify.ir.frontend;

/**
 * Bad input to the frontend: a missing classpath entry, no class files, a main class or entry
 * method that is not there, a corrupt class file, an unreadable jar. The message is one line
 * naming the file or element and the problem, fit to be shown to a user as is.
 */
public final class FrontendException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public FrontendException(String message) {
    super(message);
  }

  public FrontendException(String message, Throwable cause) {
    super(message, cause);
  }
}
