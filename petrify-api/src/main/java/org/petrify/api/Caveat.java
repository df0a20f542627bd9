package org.petrify.api;

/**
 * A construct the analysis does not model exactly, reported with the result so that no
 * approximation is silent: its {@code kind}, {@code where} it occurs ({@link
 * SourceLocation#NONE} for the whole program), what was done about it ({@code message}), and
 * its {@code effect} on the verdicts. Immutable.
 */
public record Caveat(CaveatKind kind, SourceLocation where, String message, Effect effect) {

  /** How a caveat bears on the verdicts. */
  public enum Effect {
    /** Real executions may be missing from the model: HOLDS verdicts are not guaranteed. */
    UNSOUND,
    /** The model may contain executions the program cannot perform: violations may be spurious. */
    IMPRECISE,
    /** Neither: recorded for information. */
    INFO
  }

  public Caveat {
    java.util.Objects.requireNonNull(kind, "kind");
    java.util.Objects.requireNonNull(effect, "effect");
    where = where == null ? SourceLocation.NONE : where;
  }

  /** True if this caveat's effect is {@link Effect#UNSOUND}. */
  public boolean isUnsound() {
    return effect == Effect.UNSOUND;
  }

  /** {@code "unsound summary-lock at app.Main.run(Main.java:12): message"}. */
  @Override
  public String toString() {
    return effect.name().toLowerCase(java.util.Locale.ROOT) + " " + kind + " at " + where.frame()
        + ": " + message;
  }
}
