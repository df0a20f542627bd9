package org.petrify.net.testing;

import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/**
 * Long sequential nets for tests of work bounds: a chain {@code p0 -> t0 -> p1 -> ... -> pn}
 * with one token on {@code p0} (one place invariant, the sum of all places; it dies at
 * {@code pn}), or the ring that closes it ({@code t(n-1)} puts the token back on {@code p0};
 * it never dies).
 */
public final class Chains {
  private Chains() {}

  /** The chain of {@code n} transitions and {@code n + 1} places. */
  public static PetriNet chain(int n) {
    return build(n, false);
  }

  /** The ring of {@code n} transitions and {@code n} places. */
  public static PetriNet ring(int n) {
    return build(n, true);
  }

  private static PetriNet build(int n, boolean closed) {
    PetriNetBuilder b = new PetriNetBuilder((closed ? "ring" : "chain") + n);
    int first = b.addPlace("p0", 1);
    int previous = first;
    for (int i = 0; i < n; i++) {
      int t = b.addTransition("t" + i);
      int next = closed && i == n - 1 ? first : b.addPlace("p" + (i + 1), 0);
      b.consume(t, previous, 1).produce(t, next, 1);
      previous = next;
    }
    return b.build();
  }
}
