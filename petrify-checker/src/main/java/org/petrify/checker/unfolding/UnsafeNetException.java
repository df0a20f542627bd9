package org.petrify.checker.unfolding;

/**
 * The net given to the {@link Unfolder} is not safe (1-bounded and ordinary): an arc weight
 * above 1, an initial marking above 1, a transition without input places that produces tokens,
 * or a reachable marking that puts two tokens on a place. The message is one line naming the
 * place or transition and, for a reachable violation, a firing sequence that shows it.
 */
public final class UnsafeNetException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  UnsafeNetException(String message) {
    super(message, null, false, false);
  }
}
