package org.petrify.net;

/** A net that breaks a structural rule: duplicate or unknown names, negative weights. */
public class InvalidNetException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public InvalidNetException(String message) {
    super(message);
  }
}
