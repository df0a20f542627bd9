package org.petrify.checker;

/** The three-valued answer of a check: decided either way, or not decided (never a guess). */
public enum Verdict {
  /** The formula holds at the initial marking. */
  TRUE,
  /** The formula does not hold at the initial marking. */
  FALSE,
  /** Not decided: a budget ran out, the net overflowed the encoding, or the formula is unsupported. */
  UNKNOWN
}
