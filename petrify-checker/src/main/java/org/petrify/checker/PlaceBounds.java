package org.petrify.checker;

import org.petrify.net.PetriNet;
import org.petrify.net.structure.StructuralBounds;

/**
 * Proven place bounds for the codec, from {@link StructuralBounds} (place invariants and
 * never-increased places). Computed once per {@link Reachability} or {@link StateSpace}
 * instance, which keep them; there is no cache here (a session checking many formulas of one
 * net holds one checker).
 */
final class PlaceBounds {
  private PlaceBounds() {}

  /** Per place a proven bound, or -1 when unknown (or above {@link Integer#MAX_VALUE}). */
  static int[] of(PetriNet net) {
    return of(StructuralBounds.analyse(net));
  }

  /** The bounds of an analysis already made, as {@link #of(PetriNet)}. */
  static int[] of(StructuralBounds.Analysis analysis) {
    long[] structural = analysis.bounds();
    int[] bounds = new int[structural.length];
    for (int p = 0; p < bounds.length; p++) {
      long b = structural[p];
      bounds[p] = b < 0 || b > Integer.MAX_VALUE ? -1 : (int) b;
    }
    return bounds;
  }
}
