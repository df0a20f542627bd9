package org.petrify.ir.rb;

/**
 * A construct the analysis does not model exactly, reported with the result so that no
 * approximation is silent: what kind it is, where it occurs, what was done about it, and whether
 * it can hide real behaviour ({@link Effect#UNSOUND}: a "no deadlock" may be wrong) or only add
 * behaviour that cannot happen ({@link Effect#IMPRECISE}: a reported deadlock may be spurious).
 */
public record Caveat(String kind, Origin where, String message, Effect effect) {

  /**
   * Caveat kinds that bear on termination, livelock and CTL checks only: a deadlock (or race)
   * report leaves them out. {@code pool-not-shut-down}: idle pool workers keep the JVM alive,
   * which the model does not.
   */
  public static final java.util.Set<String> LIVENESS_ONLY =
      java.util.Set.of("pool-not-shut-down", "pool-kept-alive");

  /**
   * Caveat kinds that bear on livelock and CTL checks only (also left out of termination
   * reports). {@code pool-kept-alive}: termination models the pool's idle workers
   * ({@link KeptAlive}), the other liveness checks do not.
   */
  public static final java.util.Set<String> LIVELOCK_ONLY = java.util.Set.of("pool-kept-alive");

  /** How a caveat bears on the verdicts. */
  public enum Effect {
    /** Real executions may be missing from the model: HOLDS verdicts are not guaranteed. */
    UNSOUND,
    /** The model may contain executions the program cannot perform: violations may be spurious. */
    IMPRECISE,
    /** Neither: recorded for information. */
    INFO
  }

  /**
   * Checks, when assertions are on, that {@code kind} is a {@link CaveatKind}: the
   * String-accepting constructor stays for code that names kinds by their id.
   */
  public Caveat {
    assert CaveatKind.of(kind).isPresent()
        : "caveat kind '" + kind + "' is not listed in CaveatKind: add it there";
  }

  /** A caveat of a listed kind. */
  public Caveat(CaveatKind kind, Origin where, String message, Effect effect) {
    this(kind.id(), where, message, effect);
  }

  /** This caveat's kind as an enum constant (empty only for an unlisted kind, see above). */
  public java.util.Optional<CaveatKind> caveatKind() {
    return CaveatKind.of(kind);
  }

  @Override
  public String toString() {
    return effect.name().toLowerCase(java.util.Locale.ROOT) + " " + kind + " at " + where.frame()
        + ": " + message;
  }
}
