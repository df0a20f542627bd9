package org.petrify.checker;

/**
 * Internal signal: a place without a proven bound got more tokens than its field holds. The
 * search is restarted with a wider field for that place; never visible to users.
 */
final class EncodingOverflowException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  final int place;

  EncodingOverflowException(int place) {
    super("place " + place + " overflowed its field", null, false, false);
    this.place = place;
  }
}
