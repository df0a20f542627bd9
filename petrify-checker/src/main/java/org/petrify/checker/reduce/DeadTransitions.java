package org.petrify.checker.reduce;

import java.util.ArrayDeque;
import org.petrify.checker.reduce.WorkNet.Tr;

/**
 * Removes transitions that can never fire. A place is <em>growable</em> if some possibly
 * fireable transition puts more tokens on it than it takes; a transition is <em>possibly
 * fireable</em> if each of its pre-places holds enough tokens initially or is growable. The
 * least fixpoint over-approximates the transitions that fire in some run (by induction on the
 * run: a place that never grows keeps at most its initial tokens), so every other transition is
 * dead in every reachable marking.
 *
 * <p>Preserves the reachability graph exactly (no reachable edge is removed), hence every
 * level of {@link Scope.Preserves}; a visible dead transition is removed too, its
 * {@code FIREABLE} being constantly false (see {@link ReducedNet#translate}).
 */
final class DeadTransitions implements Rule {
  @Override
  public String name() {
    return "dead transitions";
  }

  @Override
  public Scope.Preserves preserves() {
    return Scope.Preserves.STATE_GRAPH_AND_CYCLES;
  }

  @Override
  public int apply(WorkNet net) {
    int count = net.transitions.size();
    boolean[] fireable = new boolean[count];
    boolean[] growable = new boolean[net.placeCount];
    ArrayDeque<Tr> work = new ArrayDeque<>();
    for (Tr t : net.transitions) {
      if (t.alive) {
        work.add(t);
      }
    }
    while (!work.isEmpty()) {
      net.visit();
      Tr t = work.poll();
      if (fireable[t.id] || !possiblyFireable(net, t, growable)) {
        continue;
      }
      fireable[t.id] = true;
      for (int i = 0; i < t.postPlaces.length; i++) {
        int p = t.postPlaces[i];
        if (!growable[p] && t.postWeights[i] > t.pre(p)) {
          growable[p] = true;
          for (int c : net.consumers[p].toArray()) {
            work.add(net.tr(c));
          }
        }
      }
    }
    int removed = 0;
    for (Tr t : net.transitions) {
      if (t.alive && !fireable[t.id]) {
        net.remove(t);
        if (t.original >= 0) {
          net.dead.set(t.original);
        }
        removed++;
      }
    }
    return removed;
  }

  private static boolean possiblyFireable(WorkNet net, Tr t, boolean[] growable) {
    for (int i = 0; i < t.prePlaces.length; i++) {
      int p = t.prePlaces[i];
      if (!growable[p] && net.tokens[p] < t.preWeights[i]) {
        return false;
      }
    }
    return true;
  }
}
