package org.petrify.api.pending;

/** TEMPORARY: thrown by the stand-ins of {@code org.petrify.api.pending}. */
public final class NotLandedYet extends UnsupportedOperationException {
  private static final long serialVersionUID = 1L;

  public NotLandedYet(String what) {
    super(what + " is not available yet in this build");
  }
}
