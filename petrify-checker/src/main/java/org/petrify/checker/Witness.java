package org.petrify.checker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.petrify.net.PetriNet;

/**
 * A path of the net from its initial marking: the transition ids fired in order.
 *
 * <p>For {@code EF φ} TRUE it leads to a marking satisfying φ; for {@code AG φ} FALSE to a
 * marking violating φ. {@code loopStart} is {@code -1} for a finite path; otherwise the path is
 * a lasso whose cycle is {@code transitions[loopStart..]}, returning to the marking reached
 * after {@code transitions[0..loopStart-1]}.
 *
 * <p>Replaying uses only {@link PetriNet#isEnabled} and {@link PetriNet#fire} on plain
 * {@code int[]} markings: a tiny interpreter independent of the engine's encoding, so a
 * witness that replays is a real path of the net whatever the engine did.
 */
public record Witness(int[] transitions, int loopStart) {

  public Witness {
    transitions = transitions.clone();
    if (loopStart < -1 || loopStart > transitions.length) {
      throw new IllegalArgumentException("loopStart " + loopStart + " outside the path");
    }
  }

  /** A finite path. */
  public static Witness path(int... transitions) {
    return new Witness(transitions, -1);
  }

  @Override
  public int[] transitions() {
    return transitions.clone();
  }

  public int length() {
    return transitions.length;
  }

  public boolean isLasso() {
    return loopStart >= 0;
  }

  /**
   * Fires the path from the initial marking and returns the final marking.
   *
   * @throws IllegalStateException if some transition is not enabled when it is due, or if a
   *     lasso's cycle does not return to its start marking
   */
  public int[] replay(PetriNet net) {
    return walk(net, null);
  }

  /**
   * The markings along the path: the initial one first, then one per fired transition. This
   * holds {@code length() + 1} markings; {@link #replay} holds two.
   *
   * @throws IllegalStateException as {@link #replay}
   */
  public List<int[]> markings(PetriNet net) {
    List<int[]> result = new ArrayList<>(transitions.length + 1);
    walk(net, result);
    return result;
  }

  /**
   * Fires the path, adding a copy of each marking to {@code into} if it is not null, checks that
   * a lasso closes, and returns the final marking.
   */
  private int[] walk(PetriNet net, List<int[]> into) {
    int[] marking = net.initialMarking();
    int[] loopMarking = loopStart == 0 ? marking.clone() : null;
    if (into != null) {
      into.add(marking.clone());
    }
    for (int i = 0; i < transitions.length; i++) {
      int t = transitions[i];
      if (t < 0 || t >= net.transitionCount()) {
        throw new IllegalStateException("step " + i + ": no transition with id " + t);
      }
      if (!net.isEnabled(t, marking)) {
        throw new IllegalStateException(
            "step " + i + ": transition " + net.transitionName(t) + " is not enabled");
      }
      net.fire(t, marking);
      if (into != null) {
        into.add(marking.clone());
      }
      if (i + 1 == loopStart) {
        loopMarking = marking.clone();
      }
    }
    if (loopStart >= 0 && loopStart < transitions.length
        && !Arrays.equals(loopMarking, marking)) {
      throw new IllegalStateException("the cycle from step " + loopStart + " does not close");
    }
    return marking;
  }

  /** The transition names, for messages. */
  public List<String> names(PetriNet net) {
    List<String> names = new ArrayList<>(transitions.length);
    for (int t : transitions) {
      names.add(net.transitionName(t));
    }
    return names;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Witness other && loopStart == other.loopStart
        && Arrays.equals(transitions, other.transitions);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(transitions) + loopStart;
  }

  @Override
  public String toString() {
    return "Witness" + Arrays.toString(transitions) + (loopStart >= 0 ? " loop@" + loopStart : "");
  }
}
