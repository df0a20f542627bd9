package org.petrify.checker;

/**
 * Internal signal: a place whose field width is not proven got more tokens than its field holds.
 * The caller continues with a codec widened to at least {@link #tokens} for that place (a
 * restart of the search, or a re-encoding of the stored states); never visible to users.
 */
final class EncodingOverflowException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  final int place;
  /** The count seen in that place (negative after an {@code int} overflow). */
  final int tokens;

  EncodingOverflowException(int place, int tokens) {
    super("place " + place + " overflowed its field with " + tokens + " tokens", null, false, false);
    this.place = place;
    this.tokens = tokens;
  }
}
