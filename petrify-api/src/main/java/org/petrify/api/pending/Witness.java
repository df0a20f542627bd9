package org.petrify.api.pending;

import org.petrify.net.PetriNet;

/** TEMPORARY stand-in for {@code org.petrify.checker.Witness}. */
public record Witness(int[] transitions, int loopStart) {
  public int[] replay(PetriNet net) {
    int[] marking = net.initialMarking();
    for (int t : transitions) {
      if (!net.isEnabled(t, marking)) {
        throw new IllegalStateException("transition " + net.transitionName(t) + " not enabled");
      }
      net.fire(t, marking);
    }
    return marking;
  }
}
