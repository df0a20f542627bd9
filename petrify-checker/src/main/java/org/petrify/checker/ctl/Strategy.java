package org.petrify.checker.ctl;

/** How the CTL evaluator works; {@link #AUTO} picks per formula. */
public enum Strategy {
  /**
   * On the fly when every temporal operator has propositional operands (one search per
   * operator from the initial state, stopping as soon as the answer is known), global labelling
   * otherwise, and always global under a fairness assumption.
   */
  AUTO,
  /** Local, memoised on-the-fly evaluation of every temporal operator (no fairness). */
  LOCAL,
  /** Explore the whole state graph, then label it bottom-up with fixpoints. */
  GLOBAL
}
