package org.petrify.checker.reduce;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.petrify.checker.reduce.WorkNet.Tr;

/**
 * Removes a transition whose pre- and post-sets (with weights) equal those of another one that
 * stays. The two are enabled in the same markings and lead to the same marking, so the
 * reachability graph keeps its states and only loses parallel edges: every level of
 * {@link Scope.Preserves}, and a path of the reduced net is a path of the original as it is.
 * Of a group of duplicates the visible ones and the first invisible one (if no visible one)
 * stay.
 */
final class DuplicateTransitions implements Rule {
  @Override
  public String name() {
    return "duplicate transitions";
  }

  @Override
  public Scope.Preserves preserves() {
    return Scope.Preserves.STATE_GRAPH_AND_CYCLES;
  }

  @Override
  public int apply(WorkNet net) {
    Map<Key, Tr> kept = new HashMap<>();
    for (Tr t : net.transitions) {
      net.visit();
      if (t.alive) {
        Key k = new Key(t);
        Tr first = kept.get(k);
        if (first == null || (net.visible(t) && !net.visible(first))) {
          kept.put(k, t);
        }
      }
    }
    int removed = 0;
    for (Tr t : net.transitions) {
      if (t.alive && !net.visible(t) && kept.get(new Key(t)) != t) {
        net.remove(t);
        removed++;
      }
    }
    return removed;
  }

  /** The arcs of a transition as a hash key. */
  private record Key(int[] pre, int[] preW, int[] post, int[] postW) {
    Key(Tr t) {
      this(t.prePlaces, t.preWeights, t.postPlaces, t.postWeights);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(pre, k.pre) && Arrays.equals(preW, k.preW)
          && Arrays.equals(post, k.post) && Arrays.equals(postW, k.postW);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(pre) * 31 + Arrays.hashCode(post) * 17 + Arrays.hashCode(preW)
          + Arrays.hashCode(postW) * 7;
    }
  }
}
