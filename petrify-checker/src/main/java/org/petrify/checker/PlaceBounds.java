package org.petrify.checker;

import org.petrify.net.PetriNet;

/** Proven place bounds for the codec, from structural analysis when available. */
final class PlaceBounds {
  private PlaceBounds() {}

  /** Per place a proven bound, or negative when unknown; null when nothing is known. */
  static int[] of(PetriNet net) {
    return null;
  }
}
