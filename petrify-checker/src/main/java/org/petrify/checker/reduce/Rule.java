package org.petrify.checker.reduce;

/**
 * One family of structural reduction rules. Each application rewrites the {@link WorkNet} so
 * that the rewritten net has, relative to the net before, the behaviour named by
 * {@link #preserves()} (for the work net's visible places and transitions), and keeps the
 * expansions and the lifting data true; so any sequence of applications does too.
 */
interface Rule {
  /** A short name for statistics, e.g. {@code "post-agglomeration"}. */
  String name();

  /** The strongest level of {@link Scope.Preserves} every application guarantees. */
  Scope.Preserves preserves();

  /** Applies every instance found in one pass over the net; returns how many were applied. */
  int apply(WorkNet net);
}
