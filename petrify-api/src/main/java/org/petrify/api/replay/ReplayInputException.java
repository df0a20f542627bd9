package org.petrify.api.replay;

/**
 * Recording or replaying cannot start: the agent jar is missing, there is no command to record,
 * the java executable cannot run. The message is one line naming the file or command. The
 * facade ({@code org.petrify.api}) and the command line turn it into a
 * {@code BadInputException} (exit status 2); it exists so that this package does not depend on
 * the facade.
 */
public class ReplayInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ReplayInputException(String message) {
    super(message);
  }

  public ReplayInputException(String message, Throwable cause) {
    super(message, cause);
  }
}
