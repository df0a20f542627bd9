package org.petrify.api;

/** The answer to a property of a program; three-valued, never a guess. */
public enum Verdict {
  /** The property holds on every execution of the model (up to the reported caveats). */
  HOLDS,
  /** The property is violated; the report carries a witness that replays on the net. */
  VIOLATED,
  /** Not decided: budget exhausted, timeout, or an unsupported feature; the reason says which. */
  INCONCLUSIVE
}
