package org.petrify.checker;

import java.util.List;
import org.petrify.net.PetriNet;
import org.petrify.net.structure.StructuralBounds;

/**
 * Structural facts for the codec, from {@link StructuralBounds}: place bounds (place invariants
 * and never-increased places) and the place invariants themselves. The last net's facts are
 * cached by identity, because callers often check many formulas of one net in a row.
 */
final class PlaceBounds {
  private record Cached(PetriNet net, int[] bounds, List<StructuralBounds.Semiflow> semiflows) {}

  private static volatile Cached last;

  private PlaceBounds() {}

  /** Per place a bound, or -1 when unknown (or above {@link Integer#MAX_VALUE}). */
  static int[] of(PetriNet net) {
    return analyse(net).bounds;
  }

  /** The semi-positive place invariants found for {@code net} (possibly not all of them). */
  static List<StructuralBounds.Semiflow> semiflows(PetriNet net) {
    return analyse(net).semiflows;
  }

  private static Cached analyse(PetriNet net) {
    Cached c = last;
    if (c != null && c.net == net) {
      return c;
    }
    StructuralBounds.Analysis analysis = StructuralBounds.analyse(net);
    long[] structural = analysis.bounds();
    int[] bounds = new int[structural.length];
    for (int p = 0; p < bounds.length; p++) {
      long b = structural[p];
      bounds[p] = b < 0 || b > Integer.MAX_VALUE ? -1 : (int) b;
    }
    c = new Cached(net, bounds, analysis.semiflows());
    last = c;
    return c;
  }
}
