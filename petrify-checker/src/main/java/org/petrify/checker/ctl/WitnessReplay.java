package org.petrify.checker.ctl;

import java.util.Arrays;
import org.petrify.net.PetriNet;

/**
 * An obviously-correct interpreter that replays a path before it is reported: every transition
 * must be enabled where it fires; a lasso must come back to the marking where its cycle
 * starts; a path claimed to end in a deadlock must end in a marking that enables nothing.
 */
final class WitnessReplay {
  private WitnessReplay() {}

  /** Throws {@link IllegalStateException} when the path is not what it claims to be. */
  static void check(PetriNet net, int[] transitions, int loopStart, boolean endsInDeadlock) {
    int[] marking = net.initialMarking();
    int[] loopMarking = loopStart == 0 ? marking.clone() : null;
    for (int i = 0; i < transitions.length; i++) {
      int t = transitions[i];
      if (t < 0 || t >= net.transitionCount() || !net.isEnabled(t, marking)) {
        throw new IllegalStateException("witness step " + i + ": transition "
            + (t < 0 || t >= net.transitionCount() ? String.valueOf(t) : net.transitionName(t))
            + " is not enabled");
      }
      net.fire(t, marking);
      if (i + 1 == loopStart) {
        loopMarking = marking.clone();
      }
    }
    if (loopStart >= 0 && !Arrays.equals(marking, loopMarking)) {
      throw new IllegalStateException("witness cycle does not return to the marking at step "
          + loopStart);
    }
    if (endsInDeadlock) {
      for (int t = 0; t < net.transitionCount(); t++) {
        if (net.isEnabled(t, marking)) {
          throw new IllegalStateException("witness should end in a deadlock but "
              + net.transitionName(t) + " is enabled");
        }
      }
    }
  }
}
