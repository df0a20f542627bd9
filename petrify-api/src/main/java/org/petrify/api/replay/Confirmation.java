package org.petrify.api.replay;

/**
 * The outcome of replaying a race under a controlled scheduler: both racing threads were held
 * at once just before their accesses ({@link #CONFIRMED}), the replay did not get there
 * ({@link #NOT_CONFIRMED}: the race may be spurious, or the program took another path), or no
 * replay was tried ({@link #NOT_TRIED}).
 */
public enum Confirmation {
  CONFIRMED,
  NOT_CONFIRMED,
  NOT_TRIED;

  /** The JSON value: {@code true}, {@code false} or {@code null}. */
  public Boolean json() {
    return switch (this) {
      case CONFIRMED -> Boolean.TRUE;
      case NOT_CONFIRMED -> Boolean.FALSE;
      case NOT_TRIED -> null;
    };
  }

  /** The label in the report text, e.g. {@code CONFIRMED}, {@code NOT CONFIRMED}. */
  public String label() {
    return name().replace('_', ' ');
  }
}
