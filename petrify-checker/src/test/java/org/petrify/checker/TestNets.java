package org.petrify.checker;

import java.util.Random;
import org.petrify.net.PetriNet;
import org.petrify.net.PetriNetBuilder;

/** Random nets for differential tests: a Random in, a net out. */
final class TestNets {
  private TestNets() {}

  /**
   * A random net with {@code places} places and {@code transitions} transitions; with
   * {@code safe}, arcs have weight 1 and most transitions move tokens between places so the net
   * tends to stay small; otherwise weights go up to 3 and the net may be unbounded.
   */
  static PetriNet random(Random random, int places, int transitions, boolean safe) {
    PetriNetBuilder b = new PetriNetBuilder("random");
    for (int p = 0; p < places; p++) {
      b.addPlace("p" + p, random.nextInt(4) == 0 ? 1 + (safe ? 0 : random.nextInt(2)) : 0);
    }
    if (places > 0) {
      b.setInitialTokens(0, 1);
    }
    for (int t = 0; t < transitions; t++) {
      int id = b.addTransition("t" + t);
      int in = 1 + random.nextInt(2);
      int out = random.nextInt(3);
      for (int i = 0; i < in; i++) {
        b.consume(id, random.nextInt(places), safe ? 1 : 1 + random.nextInt(2));
      }
      for (int i = 0; i < out; i++) {
        b.produce(id, random.nextInt(places), safe ? 1 : 1 + random.nextInt(2));
      }
    }
    return b.build();
  }
}
