package org.petrify.checker;

import org.petrify.net.PetriNet;
import org.petrify.net.structure.StructuralBounds;

/**
 * Proven place bounds for the codec, from {@link StructuralBounds} (place invariants and
 * never-increased places). The last net's bounds are cached by identity, because callers often
 * check many formulas of one net in a row.
 */
final class PlaceBounds {
  private record Cached(PetriNet net, int[] bounds) {}

  private static volatile Cached last;

  private PlaceBounds() {}

  /** Per place a proven bound, or -1 when unknown (or above {@link Integer#MAX_VALUE}). */
  static int[] of(PetriNet net) {
    Cached c = last;
    if (c != null && c.net == net) {
      return c.bounds;
    }
    long[] structural = StructuralBounds.of(net);
    int[] bounds = new int[structural.length];
    for (int p = 0; p < bounds.length; p++) {
      long b = structural[p];
      bounds[p] = b < 0 || b > Integer.MAX_VALUE ? -1 : (int) b;
    }
    last = new Cached(net, bounds);
    return bounds;
  }
}
