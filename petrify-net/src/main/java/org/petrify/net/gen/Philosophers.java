package org.petrify.net.gen;

import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * The dining philosophers benchmark nets, exactly as {@code shared/tools/gen_philo.py} writes
 * them: per philosopher {@code i} the places {@code think_i wait_i eat_i fork_i} (in that order,
 * philosopher by philosopher), and the transitions {@code take1_i take2_i rel_i}. In the
 * symmetric variant everybody takes the left fork {@code fork_i} first and the net deadlocks; in
 * the asymmetric variant philosopher 0 takes {@code fork_1} first and the net is deadlock-free.
 * Every place is 1-bounded.
 */
public final class Philosophers {
  private Philosophers() {}

  /** The symmetric (deadlocking) variant with {@code n >= 2} philosophers. */
  public static PetriNet symmetric(int n) {
    return build(n, false);
  }

  /** The asymmetric (deadlock-free) variant with {@code n >= 2} philosophers. */
  public static PetriNet asymmetric(int n) {
    return build(n, true);
  }

  private static PetriNet build(int n, boolean asymmetric) {
    if (n < 2) {
      throw new IllegalArgumentException("need at least 2 philosophers, got " + n);
    }
    PetriNetBuilder b = new PetriNetBuilder("Philo" + (asymmetric ? "asym" : "sym") + n);
    for (int i = 0; i < n; i++) {
      b.addPlace("think_" + i, 1);
      b.addPlace("wait_" + i, 0);
      b.addPlace("eat_" + i, 0);
      b.addPlace("fork_" + i, 1);
    }
    for (int i = 0; i < n; i++) {
      String left = "fork_" + i;
      String right = "fork_" + ((i + 1) % n);
      String first = asymmetric && i == 0 ? right : left;
      String second = asymmetric && i == 0 ? left : right;
      b.addTransition("take1_" + i);
      b.consume("take1_" + i, "think_" + i, 1).consume("take1_" + i, first, 1)
          .produce("take1_" + i, "wait_" + i, 1);
      b.addTransition("take2_" + i);
      b.consume("take2_" + i, "wait_" + i, 1).consume("take2_" + i, second, 1)
          .produce("take2_" + i, "eat_" + i, 1);
      b.addTransition("rel_" + i);
      b.consume("rel_" + i, "eat_" + i, 1).produce("rel_" + i, "think_" + i, 1)
          .produce("rel_" + i, left, 1).produce("rel_" + i, right, 1);
    }
    return b.build();
  }
}
